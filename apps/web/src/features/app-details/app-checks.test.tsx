import {
  CHECK_TEXTS,
  endpoints,
  type AppChecksResponse,
  type CheckRecord,
  type InteropProfile,
} from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appDetailsFixture } from '../../../test/catalogue-fixtures.ts';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { ADMIN, fakeAuth, renderApp, VENDOR } from '../../../test/render-app.tsx';
import { findSnackbar } from '../../../test/vendor-journey.ts';
import { chooseLocale } from '../../lib/locale.ts';

const PROFILE: InteropProfile = {
  standards: ['fhir'],
  fhir: {
    versions: ['R4', 'STU3'],
    resources: ['Observation', 'Patient'],
    implementationGuides: [],
    sandboxUrl: 'https://fhir.vitalis.example/r4',
  },
  smart: { launchTypes: ['ehr'], scopes: ['patient/Observation.rs'] },
};

const fhirCheck = (overrides: Partial<CheckRecord> = {}): CheckRecord => ({
  id: 1,
  appId: 11,
  kind: 'fhir',
  url: 'https://fhir.vitalis.example/r4',
  startedAt: '2026-11-24T09:30:00.000Z',
  finishedAt: '2026-11-24T09:30:01.000Z',
  outcome: 'passed',
  httpStatus: 200,
  timeMs: 412,
  facts: [
    { key: 'profile.fhir.versions', value: 'R4', status: 'confirmed' },
    { key: 'profile.fhir.versions', value: 'STU3', status: 'not-confirmed', reported: '4.0.1 (R4)' },
    { key: 'profile.fhir.resources', value: 'Observation', status: 'confirmed' },
  ],
  evidence: {},
  ...overrides,
});

const checksOf = (...checks: CheckRecord[]): AppChecksResponse => ({
  enabled: true,
  nextDueAt: null,
  checks,
});

function serve(checks: AppChecksResponse, profile: InteropProfile = PROFILE) {
  server.use(
    http.get(apiUrl(endpoints.getApp, { id: 11 }), () => HttpResponse.json(appDetailsFixture({ profile }))),
    http.get(apiUrl(endpoints.listAppChecks, { id: 11 }), () => HttpResponse.json(checks)),
    http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))),
  );
}

/** The declared value's entry in the Interoperability section: the value and its result beside it. */
const entry = (section: HTMLElement, value: string) =>
  within(section).getByText(value, { selector: 'span' }).closest('li')!;

const section = () => screen.findByRole('region', { name: 'Interoperability' });

describe('live check results on the app page', () => {
  it('shows a confirmed fact with the date of its check, linked to How we check', async () => {
    serve(checksOf(fhirCheck()));
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    const r4 = await within(s).findAllByRole('link', { name: 'Confirmed by a live check on 24.11.2026' });
    expect(r4).toHaveLength(2);
    expect(within(entry(s, 'R4')).getByRole('link')).toHaveTextContent(
      'Confirmed by a live check on 24.11.2026',
    );
    expect(within(entry(s, 'R4')).getByRole('link')).toHaveAttribute('href', '/how-we-check');
    expect(within(entry(s, 'Observation')).getByRole('link')).toHaveTextContent(
      'Confirmed by a live check on 24.11.2026',
    );
  });

  it('shows a fact the server contradicts with what it reports', async () => {
    serve(checksOf(fhirCheck()));
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    await within(s).findByRole('link', { name: 'Not confirmed: the server reports 4.0.1 (R4)' });
    expect(within(entry(s, 'STU3')).getByRole('link')).toHaveTextContent(
      'Not confirmed: the server reports 4.0.1 (R4)',
    );
  });

  it('shows facts no check covers, and facts the server cannot tell about, as declared by the vendor', async () => {
    serve(
      checksOf(
        fhirCheck({
          kind: 'smart',
          facts: [
            {
              key: 'profile.smart.scopes',
              value: 'patient/Observation.rs',
              status: 'not-checkable',
              reported: 'the SMART configuration has no scopes_supported',
            },
          ],
        }),
      ),
    );
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    await within(s).findByRole('link', {
      name: 'Declared by the vendor (not checkable: the SMART configuration has no scopes_supported)',
    });
    expect(within(entry(s, 'Patient')).getByRole('link')).toHaveTextContent(/^Declared by the vendor$/);
    expect(within(entry(s, 'R4')).getByRole('link')).toHaveTextContent(/^Declared by the vendor$/);
  });

  it("says the server's reasons in German on a German page, and keeps reported values as they are", async () => {
    serve(
      checksOf(
        fhirCheck({
          facts: [
            { key: 'profile.fhir.versions', value: 'STU3', status: 'not-confirmed', reported: '4.0.1 (R4)' },
            {
              key: 'profile.fhir.resources',
              value: 'Observation',
              status: 'not-confirmed',
              reported: "not in the server's CapabilityStatement",
            },
          ],
        }),
        fhirCheck({
          id: 2,
          kind: 'smart',
          facts: [
            {
              key: 'profile.smart.scopes',
              value: 'patient/Observation.rs',
              status: 'not-checkable',
              reported: 'the SMART configuration has no scopes_supported',
            },
          ],
        }),
      ),
    );
    await chooseLocale('de');
    renderApp({ path: '/appdetails/11' });
    const s = await screen.findByRole('region', { name: 'Interoperabilität' });
    await within(s).findByRole('link', {
      name: 'Vom Anbieter angegeben (nicht prüfbar: die SMART-Konfiguration nennt keine scopes_supported)',
    });
    expect(within(entry(s, 'Observation')).getByRole('link')).toHaveTextContent(
      /^Nicht bestätigt: nicht im CapabilityStatement des Servers$/,
    );
    expect(within(entry(s, 'STU3')).getByRole('link')).toHaveTextContent(
      /^Nicht bestätigt: Der Server meldet 4\.0\.1 \(R4\)$/,
    );
  });

  it("says a failed check's detail in the history in German on a German page, with its addresses kept", async () => {
    serve(
      checksOf(
        fhirCheck({
          outcome: 'error',
          facts: [],
          detail:
            'The redirect to https://inner.vitalis.example/ was refused: The address resolves to a private network address (10.0.0.7).',
        }),
      ),
    );
    await chooseLocale('de');
    const user = userEvent.setup();
    // The history is the vendor's and the admins' (Live checks).
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const s = await screen.findByRole('region', { name: 'Interoperabilität' });
    await user.click(await within(s).findByRole('button', { name: 'Prüfverlauf' }));
    const rows = within(within(s).getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)).toHaveTextContent(
      /^Die Weiterleitung zu https:\/\/inner\.vitalis\.example\/ wurde abgelehnt: Die Adresse verweist auf eine Adresse eines privaten Netzes \(10\.0\.0\.7\)\.$/,
    );
  });

  it('takes each fact from the newest check that covers it', async () => {
    serve(
      checksOf(
        fhirCheck({
          id: 2,
          finishedAt: '2026-11-25T08:00:00.000Z',
          facts: [
            { key: 'profile.fhir.versions', value: 'R4', status: 'not-confirmed', reported: '5.0.0 (R5)' },
          ],
        }),
        fhirCheck(),
      ),
    );
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    await within(s).findByRole('link', { name: 'Not confirmed: the server reports 5.0.0 (R5)' });
    expect(within(entry(s, 'Observation')).getByRole('link')).toHaveTextContent(
      'Confirmed by a live check on 24.11.2026',
    );
  });
});

describe("a SMART app's integration facts (issue 37)", () => {
  const LAUNCH = 'https://growth.example.org/launch';
  const REDIRECT = 'https://growth.example.org/app';
  const smartProfile: InteropProfile = {
    ...PROFILE,
    smart: { launchTypes: ['ehr'], scopes: [], launchUrl: LAUNCH, redirectUris: [REDIRECT] },
  };
  /** An address's entry: the address (as code) and its result beside it. */
  const address = (s: HTMLElement, url: string) =>
    within(s).getByText(url, { selector: 'code' }).closest('li')!;

  it('shows the launch URL and redirect URIs as declared until a check read the manifest', async () => {
    serve(checksOf(fhirCheck()), smartProfile);
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    await within(s).findByText(LAUNCH);
    expect(within(address(s, LAUNCH)).getByRole('link')).toHaveTextContent(/^Declared by the vendor$/);
    expect(within(address(s, REDIRECT)).getByRole('link')).toHaveTextContent(/^Declared by the vendor$/);
    // No check has looked for a manifest: nothing is said about one.
    expect(within(s).queryByText('App manifest')).toBeNull();
  });

  it('shows what the manifest check found: published, the launch URL confirmed, a redirect URI it lacks', async () => {
    serve(
      checksOf(
        fhirCheck({
          kind: 'smart-manifest',
          url: `${LAUNCH}/.well-known/smart/manifest.json`,
          facts: [
            { key: 'profile.smart.manifest', value: 'published', status: 'confirmed' },
            { key: 'profile.smart.launchUrl', value: LAUNCH, status: 'confirmed' },
            {
              key: 'profile.smart.redirectUris',
              value: REDIRECT,
              status: 'not-confirmed',
              reported: "not in the manifest's redirect_uris (https://growth.example.org/cb)",
            },
          ],
        }),
      ),
      smartProfile,
    );
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    await within(s).findByText('App manifest');
    expect(
      within(entry(s, 'SMART app manifest (.well-known/smart/manifest.json)')).getByRole('link'),
    ).toHaveTextContent('Confirmed by a live check on 24.11.2026');
    expect(within(address(s, LAUNCH)).getByRole('link')).toHaveTextContent(
      'Confirmed by a live check on 24.11.2026',
    );
    expect(within(address(s, REDIRECT)).getByRole('link')).toHaveTextContent(
      "Not confirmed: not in the manifest's redirect_uris (https://growth.example.org/cb)",
    );
  });
});

describe('Check now', () => {
  it('is not offered to an anonymous visitor', async () => {
    serve(checksOf(fhirCheck()));
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    await within(s).findAllByRole('link', { name: 'Confirmed by a live check on 24.11.2026' });
    expect(within(s).queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
    expect(within(s).queryByRole('button', { name: 'Check history' })).not.toBeInTheDocument();
  });

  it('is offered to an admin', async () => {
    serve(checksOf(fhirCheck()));
    renderApp({ path: '/appdetails/11', auth: fakeAuth(ADMIN) });
    const s = await section();
    expect(await within(s).findByRole('button', { name: 'Check now' })).toBeInTheDocument();
  });

  it('is not offered to another vendor', async () => {
    serve(checksOf(fhirCheck()));
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 99 }))));
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const s = await section();
    await within(s).findAllByRole('link', { name: 'Confirmed by a live check on 24.11.2026' });
    await new Promise((r) => setTimeout(r, 50));
    expect(within(s).queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
  });

  it('shows progress while the checks run, then the new results and the history', async () => {
    serve(checksOf());
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl(endpoints.runAppChecks, { id: 11 }), async () => {
        await answered;
        return HttpResponse.json(checksOf(fhirCheck()));
      }),
    );
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const s = await section();
    const button = await within(s).findByRole('button', { name: 'Check now' });
    expect(within(entry(s, 'R4')).getByRole('link')).toHaveTextContent(/^Declared by the vendor$/);
    await user.click(button);
    // The Live checks part's own status (the Badge block beside it has its own).
    const liveChecks = within(s).getByRole('region', { name: CHECK_TEXTS.liveChecksHeading });
    expect(await within(liveChecks).findByRole('status')).toHaveTextContent(CHECK_TEXTS.checking);
    expect(button).toHaveAttribute('aria-disabled', 'true');

    release();
    await within(s).findByRole('link', { name: 'Not confirmed: the server reports 4.0.1 (R4)' });
    expect(within(entry(s, 'R4')).getByRole('link')).toHaveTextContent(
      'Confirmed by a live check on 24.11.2026',
    );
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(within(liveChecks).getByRole('status')).not.toHaveTextContent(CHECK_TEXTS.checking);

    // The history is collapsed until asked for.
    const toggle = within(s).getByRole('button', { name: 'Check history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(s).queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(within(s).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('FHIR metadata');
    expect(cells.map((c) => c.textContent)).toEqual([
      'https://fhir.vitalis.example/r4',
      expect.stringMatching(/^2[45]\.11\.2026 \d\d:\d\d$/),
      'Passed',
      '200',
      '412',
      '',
    ]);
  });

  it('says where the button is what this run confirmed, did not confirm and could not reach', async () => {
    // An earlier run's check, which the summary leaves out.
    const earlier = fhirCheck({ id: 1, kind: 'website', outcome: 'error', url: 'https://vitalis.example' });
    serve(checksOf(earlier));
    const run = (id: number, kind: CheckRecord['kind'], outcome: CheckRecord['outcome']) =>
      fhirCheck({ id, kind, outcome, url: `https://${kind}.vitalis.example`, facts: [] });
    server.use(
      http.post(apiUrl(endpoints.runAppChecks, { id: 11 }), () =>
        HttpResponse.json(
          checksOf(
            run(6, 'fhir', 'passed'),
            run(5, 'repository', 'failed'),
            run(4, 'demo', 'error'),
            run(3, 'website', 'error'),
            run(2, 'smart', 'passed'),
            earlier,
          ),
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const s = await section();
    await user.click(await within(s).findByRole('button', { name: 'Check now' }));
    const liveChecks = within(s).getByRole('region', { name: CHECK_TEXTS.liveChecksHeading });
    await waitFor(() =>
      expect(within(liveChecks).getByRole('status')).toHaveTextContent(
        'Checked. Confirmed: FHIR metadata and SMART configuration. Not confirmed: Repository. Not reached: Demo and Vendor website.',
      ),
    );
  });

  it('says only what was reached when nothing failed, in German too', async () => {
    serve(checksOf());
    server.use(
      http.post(apiUrl(endpoints.runAppChecks, { id: 11 }), () =>
        HttpResponse.json(checksOf(fhirCheck({ id: 2, kind: 'demo', outcome: 'passed', facts: [] }))),
      ),
    );
    await chooseLocale('de');
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const s = await screen.findByRole('region', { name: 'Interoperabilität' });
    await user.click(await within(s).findByRole('button', { name: 'Jetzt prüfen' }));
    await waitFor(() =>
      expect(
        within(s)
          .getAllByRole('status')
          .map((e) => e.textContent),
      ).toContain('Geprüft. Bestätigt: Demo.'),
    );
  });

  it('shows the API’s text when the app was checked a moment ago (429)', async () => {
    serve(checksOf(fhirCheck()));
    server.use(
      http.post(apiUrl(endpoints.runAppChecks, { id: 11 }), () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: CHECK_TEXTS.tooSoon },
          {
            status: 429,
            headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '42' },
          },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const s = await section();
    await user.click(await within(s).findByRole('button', { name: 'Check now' }));
    await findSnackbar(CHECK_TEXTS.tooSoon, 'failure');
    await waitFor(() =>
      expect(within(s).getByRole('button', { name: 'Check now' })).toHaveAttribute('aria-disabled', 'false'),
    );
  });
});

describe('How we check', () => {
  it('is a public page with its heading, what is read and the User-Agent', async () => {
    renderApp({ path: '/how-we-check' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How we check' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we read' })).toBeInTheDocument();
    expect(screen.getByText(/Showroom-Checks\/1/)).toBeInTheDocument();
  });
});
