import { endpoints, type AppCreateBody, type AppEvidence, type AppUpdateBody } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { VENDOR, fakeAuth, renderApp } from '../../../test/render-app.tsx';
import { appDetailsFixture } from '../../../test/vendor-journey.ts';

beforeEach(() => {
  server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))));
});

const PUBLISHED: AppEvidence = {
  runsOn: [{ system: 'epic', version: 'November 2025' }],
  usedBy: [{ organisation: 'Example Hospital', country: 'DE', since: '2024-02' }],
  certifications: [],
  dataProtection: null,
};

/** Opens the info step of app 12 with `evidence`, recording the body a save sends. */
function openInfo(evidence: AppEvidence | null) {
  const sent: { body?: AppCreateBody | AppUpdateBody } = {};
  // An app with evidence stands for a published one (its name is locked, before and after the save).
  const details = () => appDetailsFixture({ evidence, hasPublished: true });
  server.use(
    http.put(apiUrl(endpoints.updateApp, { id: 12 }), async ({ request }) => {
      sent.body = (await request.json()) as AppUpdateBody;
      return HttpResponse.json(details());
    }),
    http.get(apiUrl(endpoints.getAppPreview, { id: 12 }), () => HttpResponse.json(details())),
  );
  const view = renderApp({ path: '/my-apps/edit/12/info', auth: fakeAuth(VENDOR) });
  return { ...view, sent, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('the evidence on the info step', () => {
  it('starts from the published evidence and sends none when it did not change', async () => {
    const { user, router, sent } = openInfo(PUBLISHED);
    const version = await screen.findByLabelText('Version');
    const system = within(screen.getByRole('group', { name: 'System 1' }));
    expect(system.getByLabelText('System')).toHaveValue('epic');
    expect(system.getByLabelText('Version (optional)')).toHaveValue('November 2025');
    const site = within(screen.getByRole('group', { name: 'Reference site 1' }));
    expect(site.getByLabelText('Organisation')).toHaveValue('Example Hospital');

    await user.clear(version);
    await user.type(version, '2.0.0');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/icon'));
    expect(sent.body).not.toHaveProperty('evidence');
  });

  it('shows the message of a wrong field under it, and sends the reference site once it is right', async () => {
    const { user, router, sent } = openInfo(PUBLISHED);
    await screen.findByLabelText('Version');
    await user.click(screen.getByRole('button', { name: 'Add a reference site' }));
    const site = within(screen.getByRole('group', { name: 'Reference site 2' }));
    await user.type(site.getByLabelText('Organisation'), 'Clinic Example Graz');
    await user.type(site.getByLabelText('Country (ISO code, e.g. DE)'), 'AT');
    const since = site.getByLabelText('Since (YYYY-MM or YYYY-MM-DD)');
    await user.type(since, 'May 2024');
    expect(
      await site.findByText('Please enter a year and month (YYYY-MM) or a date (YYYY-MM-DD)'),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.clear(since);
    await user.type(since, '2024-05');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/icon'));
    expect(sent.body?.evidence?.usedBy).toEqual([
      { organisation: 'Example Hospital', country: 'DE', since: '2024-02', url: null, quote: null },
      { organisation: 'Clinic Example Graz', country: 'AT', since: '2024-05', url: null, quote: null },
    ]);
    expect(sent.body?.evidence?.runsOn).toEqual([
      { system: 'epic', version: 'November 2025', marketplaceUrl: null },
    ]);
  });

  it('finds an indication by its name through the code search, with the keyboard, and sends it with a study whose DOI is checked', async () => {
    const asked: string[] = [];
    const LIST = [
      { code: 'I50.9', display: 'Heart failure, unspecified' },
      { code: 'I50.1', display: 'Left ventricular failure' },
      { code: 'I11.0', display: 'Hypertensive heart disease with heart failure' },
    ];
    server.use(
      http.get(apiUrl(endpoints.searchIcd10Codes), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        const words = q.toLowerCase().split(/\s+/);
        return HttpResponse.json({
          system: 'http://hl7.org/fhir/sid/icd-10-cm',
          version: '2018',
          items: LIST.filter((c) => words.every((w) => c.display.toLowerCase().includes(w))),
        });
      }),
    );
    const { user, router, sent } = openInfo(PUBLISHED);
    await screen.findByLabelText('Version');
    const search = screen.getByRole('combobox', { name: 'Search indications by term or code' });
    await user.type(search, 'heart fail');
    expect(
      await screen.findByRole('option', { name: 'I50.9 Heart failure, unspecified' }),
    ).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(asked).toContain('heart fail');
    // The second match: down twice, Enter.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const chosen = screen.getByRole('list', { name: 'Indications (ICD-10-CM)' });
    expect(
      within(chosen).getByText('I11.0 Hypertensive heart disease with heart failure'),
    ).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(search).toHaveAttribute('aria-expanded', 'false');

    await user.type(search, 'zzz');
    expect(await screen.findByText('No ICD-10-CM code matches zzz')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(search).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Add a study' }));
    const study = within(screen.getByRole('group', { name: 'Study 1' }));
    await user.type(study.getByLabelText('Title'), 'A randomised trial of heart failure telemonitoring');
    await user.selectOptions(study.getByLabelText('Design'), 'rct');
    await user.type(study.getByLabelText('Year'), '2022');
    const doi = study.getByLabelText('DOI (optional, e.g. 10.1000/182)');
    await user.type(doi, 'doi.org/10.1000');
    expect(
      await study.findByText('Please enter a DOI as it is written, e.g. 10.1000/182'),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(doi);
    await user.type(doi, 'https://doi.org/10.1000/182');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/icon'));
    expect(sent.body?.evidence?.clinical).toEqual({
      intendedUse: null,
      indications: [{ system: 'icd10cm', code: 'I11.0' }],
      contraindications: [],
      studies: [
        {
          title: 'A randomised trial of heart failure telemonitoring',
          design: 'rct',
          year: 2022,
          doi: 'https://doi.org/10.1000/182',
          registryId: null,
          url: null,
        },
      ],
      outcome: null,
    });
  });
});
