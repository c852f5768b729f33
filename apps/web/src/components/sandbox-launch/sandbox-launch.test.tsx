/**
 * The app page's `Launch in sandbox` dialog (issue 34): after the patient, an optional practitioner and
 * one of the chosen patient's recent encounters (loaded from the sandbox's FHIR base once a patient is
 * chosen, with a loading and an error state); `Launch` puts what was chosen into `launch`.
 */
import { endpoints, type SandboxLaunchContext } from '@showroom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { appDetailsFixture } from '../../../test/catalogue-fixtures.ts';
import { stubDialogMethods } from '../../../test/dialog-stub.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sandboxBundle, sandboxPatient } from '../../../test/sandbox-fixtures.ts';

stubDialogMethods();

const FHIR = `${window.location.origin}/sandbox/fhir`;

const patientBundle = sandboxBundle([
  sandboxPatient('p-1', 'Ada12', 'Lovelace34', 'female', '1980-02-03'),
  sandboxPatient('p-2', 'Bob5', 'Builder6', 'male', '1970-01-01'),
]);

const practitionerBundle = {
  resourceType: 'Bundle',
  entry: [
    {
      resource: {
        resourceType: 'Practitioner',
        id: 'pr-1',
        name: [{ prefix: ['Dr.'], given: ['Dana7'], family: 'Doe8' }],
      },
    },
    {
      resource: {
        resourceType: 'Practitioner',
        id: 'pr-2',
        name: [{ prefix: ['Dr.'], given: ['Eli9'], family: 'Eck1' }],
      },
    },
  ],
};

const encountersOf: Record<string, unknown[]> = {
  'Patient/p-1': [
    {
      resource: {
        resourceType: 'Encounter',
        id: 'enc-new',
        period: { start: '2026-11-20T09:30:00+01:00' },
        class: { code: 'AMB' },
        type: [{ text: 'Encounter for check up (procedure)' }],
      },
    },
    {
      resource: {
        resourceType: 'Encounter',
        id: 'enc-old',
        period: { start: '2025-03-04T23:10:00-05:00' },
        class: { code: 'EMER' },
        type: [{ coding: [{ display: 'Emergency room admission (procedure)' }] }],
      },
    },
  ],
  'Patient/p-2': [
    {
      resource: {
        resourceType: 'Encounter',
        id: 'enc-bob',
        period: { start: '2024-06-01T08:00:00Z' },
        class: { code: 'IMP' },
        type: [{ text: 'Hospital admission (procedure)' }],
      },
    },
  ],
};

/** The sandbox as the dialog reads it; the encounter searches it answered are recorded. */
function serveSandbox({ encounters = 'ok' }: { encounters?: 'ok' | 'fail' | Promise<void> } = {}) {
  const searches: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(endpoints.getApp, { id: 11 }), () =>
      HttpResponse.json(
        appDetailsFixture({
          profile: { standards: ['fhir'], smart: { launchTypes: ['ehr'], scopes: ['launch'] } },
        }),
      ),
    ),
    http.get(apiUrl(endpoints.getSandboxLaunch, { id: 11 }), () =>
      HttpResponse.json({ launchUrl: 'https://chart.example/launch' }),
    ),
    http.get(`${FHIR}/Patient`, () => HttpResponse.json(patientBundle)),
    http.get(`${FHIR}/Condition`, () => HttpResponse.json({ resourceType: 'Bundle', entry: [] })),
    http.get(`${FHIR}/Practitioner`, () => HttpResponse.json(practitionerBundle)),
    http.get(`${FHIR}/Encounter`, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      if (encounters === 'fail')
        return HttpResponse.json({ resourceType: 'OperationOutcome' }, { status: 500 });
      if (encounters instanceof Promise) await encounters;
      return HttpResponse.json({
        resourceType: 'Bundle',
        entry: encountersOf[query.get('patient') ?? ''] ?? [],
      });
    }),
  );
  return searches;
}

/** Opens the dialog from the app page; window.open is recorded. */
async function openDialog() {
  const opened: string[] = [];
  vi.stubGlobal('open', (url: string) => {
    opened.push(url);
    return null;
  });
  renderApp({ path: '/appdetails/11' });
  fireEvent.click(await screen.findByRole('button', { name: 'Launch in sandbox' }));
  const dialog = await screen.findByRole('dialog', { name: 'Launch in sandbox' });
  await within(dialog).findByRole('radio', { name: 'Ada Lovelace' });
  return { dialog, opened };
}

function launchContext(url: string | undefined): SandboxLaunchContext {
  const href = new URL(url ?? '');
  expect(href.origin + href.pathname).toBe('https://chart.example/launch');
  expect(href.searchParams.get('iss')).toBe(FHIR);
  const value = (href.searchParams.get('launch') ?? '').replaceAll('-', '+').replaceAll('_', '/');
  return JSON.parse(atob(value)) as SandboxLaunchContext;
}

describe('Launch in sandbox: practitioner and encounter', () => {
  it('launches with the chosen patient, encounter and practitioner', async () => {
    const searches = serveSandbox();
    const { dialog, opened } = await openDialog();
    const practitioner = within(dialog).getByRole('combobox', { name: 'Practitioner (optional)' });
    expect(
      within(practitioner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The sandbox’s default practitioner', 'Dr. Dana Doe', 'Dr. Eli Eck']);
    // No encounter to choose before a patient is.
    expect(within(dialog).queryByRole('combobox', { name: 'Encounter (optional)' })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ada Lovelace' }));
    const encounter = await within(dialog).findByRole('combobox', { name: 'Encounter (optional)' });
    expect(searches.at(-1)?.get('patient')).toBe('Patient/p-1');
    expect(searches.at(-1)?.get('_sort')).toBe('-date');
    expect(searches.at(-1)?.get('_count')).toBe('10');
    expect(
      within(encounter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'No encounter',
      '20.11.2026 · Encounter for check up · AMB',
      '04.03.2025 · Emergency room admission · EMER',
    ]);
    expect(encounter).toHaveValue('');

    fireEvent.change(encounter, { target: { value: 'enc-old' } });
    fireEvent.change(practitioner, { target: { value: 'pr-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Launch' }));
    expect(opened).toHaveLength(1);
    expect(launchContext(opened[0])).toEqual({ patient: 'p-1', encounter: 'enc-old', practitioner: 'pr-2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('launches with the patient alone by default, and another patient drops the first one’s encounter', async () => {
    serveSandbox();
    const { dialog, opened } = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ada Lovelace' }));
    const encounter = await within(dialog).findByRole('combobox', { name: 'Encounter (optional)' });
    fireEvent.change(encounter, { target: { value: 'enc-new' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bob Builder' }));
    const bobs = await within(dialog).findByRole('option', { name: '01.06.2024 · Hospital admission · IMP' });
    expect(bobs.closest('select')).toHaveValue('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Launch' }));
    expect(launchContext(opened[0])).toEqual({ patient: 'p-2' });
  });

  it('says while the encounters load', async () => {
    let answer: () => void = () => undefined;
    serveSandbox({ encounters: new Promise<void>((resolve) => (answer = resolve)) });
    const first = await openDialog();
    fireEvent.click(within(first.dialog).getByRole('radio', { name: 'Ada Lovelace' }));
    expect(await within(first.dialog).findByRole('status')).toHaveTextContent(
      'Loading the patient’s encounters…',
    );
    answer();
    await within(first.dialog).findByRole('combobox', { name: 'Encounter (optional)' });
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the encounters cannot be loaded, says so and launches without one', async () => {
    serveSandbox({ encounters: 'fail' });
    const { dialog, opened } = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bob Builder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The encounters could not be loaded: the app is launched without an encounter.',
    );
    expect(within(dialog).queryByRole('combobox', { name: 'Encounter (optional)' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Launch' }));
    expect(launchContext(opened[0])).toEqual({ patient: 'p-2' });
  });
});

describe('Launch in sandbox: a published SMART app without a sandbox registration', () => {
  it('shows no launch and treats the API’s 204 as “none”, not as a failure', async () => {
    const errors = vi.spyOn(console, 'error');
    let asked = 0;
    server.use(
      http.get(apiUrl(endpoints.getApp, { id: 11 }), () =>
        HttpResponse.json(
          appDetailsFixture({
            profile: { standards: ['fhir'], smart: { launchTypes: ['ehr'], scopes: ['launch'] } },
          }),
        ),
      ),
      http.get(apiUrl(endpoints.getSandboxLaunch, { id: 11 }), () => {
        asked++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { queryClient } = renderApp({ path: '/appdetails/11' });
    // The answer is taken in as "none": the query succeeds with null (a 404, or undefined data, would
    // end it in an error).
    await waitFor(() => expect(queryClient.getQueryState(['sandbox-launch', 11])?.status).toBe('success'));
    expect(queryClient.getQueryData(['sandbox-launch', 11])).toBeNull();
    expect(asked).toBe(1);
    expect(screen.queryByRole('button', { name: 'Launch in sandbox' })).not.toBeInTheDocument();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/sandbox-launch|undefined/i);
    errors.mockRestore();
  });
});

describe('Launch in sandbox: the patients as the dialog describes them', () => {
  it('gives a patient who died the age at death, and names diagnoses, not social findings', async () => {
    serveSandbox();
    const condition = (patient: string, text: string) => ({
      resource: { resourceType: 'Condition', subject: { reference: `Patient/${patient}` }, code: { text } },
    });
    server.use(
      http.get(`${FHIR}/Patient`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('_elements')?.split(',')).toContain('deceased');
        return HttpResponse.json(
          sandboxBundle([
            ...patientBundle.entry,
            sandboxPatient('p-3', 'Devin82 Anibal473', 'Cole117', 'male', '1960-04-13', {
              deceasedDateTime: '1971-10-01T13:44:40-04:00',
            }),
          ]),
        );
      }),
      http.get(`${FHIR}/Condition`, () =>
        HttpResponse.json({
          resourceType: 'Bundle',
          entry: [
            condition('p-3', 'Full-time employment (finding)'),
            condition('p-3', 'Seizure disorder'),
            condition('p-3', 'Has a criminal record (finding)'),
            condition('p-3', 'History of single seizure (situation)'),
            condition('p-3', 'Sepsis (disorder)'),
            condition('p-2', 'Stress (finding)'),
          ],
        }),
      ),
    );
    const { dialog } = await openDialog();
    const description = (name: string) =>
      document.getElementById(
        within(dialog).getByRole('radio', { name }).getAttribute('aria-describedby') ?? '',
      )?.textContent;
    expect(description('Devin Anibal Cole')).toBe('11 years · deceased · male · Seizure disorder, Sepsis');
    // Bob's only active condition is a social finding: no diagnosis to name.
    expect(description('Bob Builder')).toMatch(/^\d+ years · male · no active conditions$/);
    expect(description('Ada Lovelace')).not.toContain('deceased');
  });
});
