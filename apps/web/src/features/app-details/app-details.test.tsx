import {
  APP_DETAILS_DATA_ID,
  ERROR_TEXTS,
  endpoints,
  PUBLIC_ROUTE_TITLES,
  PRODUCT_NAME,
  type AppDetails,
} from '@showroom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { appDetailsFixture } from '../../../test/catalogue-fixtures.ts';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { ADMIN, fakeAuth, renderApp, VENDOR } from '../../../test/render-app.tsx';
import { beacons } from '../../../test/beacons.ts';

function serveApp(app: AppDetails | Response, endpoint: 'getApp' | 'getAppPreview' = 'getApp') {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl(endpoints[endpoint], { id: 11 }), ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return app instanceof Response ? app : HttpResponse.json(app);
    }),
  );
  return calls;
}

const article = () => screen.getByRole('article', { name: 'Vitalis Vital Signs' });

describe('app details', () => {
  it('shows the app: icon, name, version, last update as dd.MM.yyyy, repository and Demo', async () => {
    serveApp(appDetailsFixture());
    renderApp({ path: '/appdetails/11' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const view = article();
    expect(view).toContainElement(heading);
    expect(within(view).getByText('Record and chart vital signs at the bedside.')).toBeInTheDocument();
    const icon = view.querySelector('header img');
    expect(icon).toHaveAttribute('src', '/api/media/icon.webp');
    expect(icon).toHaveAttribute('width', '112');
    const facts = within(view).getAllByRole('definition');
    expect(facts.map((f) => f.textContent)).toEqual([
      '3.2.0',
      '04.03.2026',
      'github.com/vitalis-health-labs/vital-signs',
    ]);
    expect(within(view).getByText('04.03.2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-03-04T10:15:00.000Z',
    );
    const repo = within(view).getByRole('link', { name: 'github.com/vitalis-health-labs/vital-signs' });
    expect(repo).toHaveAttribute('href', 'https://github.com/vitalis-health-labs/vital-signs');
    expect(repo).toHaveAttribute('target', '_blank');
    expect(repo).toHaveAttribute('rel', 'noopener noreferrer');
    const demo = within(view).getByRole('link', { name: 'Demo' });
    expect(demo).toHaveAttribute('href', 'https://demo.vitalis.example/vital-signs');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says Demo unavailable beside Demo when its live checks failed in a row, and keeps the button', async () => {
    serveApp(appDetailsFixture({ checks: { demoUnavailable: true } }));
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const demo = within(article()).getByRole('link', { name: 'Demo' });
    expect(demo.parentElement).toHaveTextContent('Demo unavailable');
    expect(demo).toHaveAttribute('href', 'https://demo.vitalis.example/vital-signs');
  });

  it('says when the failed check ran, once the details have it (issue 35)', async () => {
    serveApp(
      appDetailsFixture({ checks: { demoUnavailable: true, demoFailedAt: '2026-11-25T08:00:00.000Z' } }),
    );
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const demo = within(article()).getByRole('link', { name: 'Demo' });
    expect(demo.parentElement).toHaveTextContent('Demo not reachable at the last check, 25.11.2026');
    expect(demo.parentElement).not.toHaveTextContent('Demo unavailable');
  });

  it('says nothing beside Demo when its last check answered', async () => {
    serveApp(appDetailsFixture({ checks: { demoCheckedAt: '2026-03-04T10:15:00.000Z' } }));
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    expect(within(article()).queryByText('Demo unavailable')).not.toBeInTheDocument();
  });

  it('sums the profile up near the top: standards, Verified, and a link to the Interoperability section (issue 35)', async () => {
    serveApp(
      appDetailsFixture({
        interop: { standards: ['fhir'], fhirVersions: ['R4'], smart: true, cdsHooks: false },
        checks: { verifiedAt: new Date(Date.now() - 86_400_000).toISOString() },
      }),
    );
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const view = article();
    const standards = within(view).getByText('Standards', { selector: 'dt' }).nextElementSibling;
    expect(standards).toHaveTextContent('FHIR R4SMARTVerifiedInteroperability details');
    const link = within(view).getByRole('link', { name: 'Interoperability details' });
    expect(link).toHaveAttribute('href', '#interoperability');
    const section = await screen.findByRole('region', { name: 'Interoperability' });
    expect(section).toHaveAttribute('id', 'interoperability');
  });

  it('has no summary for an app that declares no standard, and no Verified without a recent confirmation', async () => {
    serveApp(appDetailsFixture({ checks: { verifiedAt: '2020-01-01T00:00:00.000Z' } }));
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    expect(within(article()).queryByText('Standards')).not.toBeInTheDocument();
    expect(within(article()).queryByText('Verified')).not.toBeInTheDocument();
  });

  it('counts a view of the published page and each click on Demo with a beacon (issue 18)', async () => {
    serveApp(appDetailsFixture());
    renderApp({ path: '/appdetails/11' });
    const demo = await within(await screen.findByRole('article', { name: 'Vitalis Vital Signs' })).findByRole(
      'link',
      { name: 'Demo' },
    );
    const url = apiUrl(endpoints.recordAppEvent, { id: 11 });
    expect(beacons).toEqual([{ url, body: '{"kind":"view"}' }]);
    // The demo opens in a new tab; the click is what counts.
    demo.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(demo);
    expect(beacons).toEqual([
      { url, body: '{"kind":"view"}' },
      { url, body: '{"kind":"demo"}' },
    ]);
  });

  it('shows the developer: icon, name, description, website in a new tab and a Contact Vendor mail link', async () => {
    serveApp(appDetailsFixture());
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const developer = screen.getByRole('heading', { level: 2, name: 'Developer' }).closest('section')!;
    expect(within(developer).getByText('Vitalis Health Labs')).toBeInTheDocument();
    expect(
      within(developer).getByText('Bedside apps for hospital wards on top of openEHR.'),
    ).toBeInTheDocument();
    expect(developer.querySelector('img')).toHaveAttribute('src', '/api/media/vendor.webp?t=1');
    const website = within(developer).getByRole('link', { name: 'vitalis.example' });
    expect(website).toHaveAttribute('href', 'https://vitalis.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(developer).getByRole('link', { name: 'Contact Vendor' })).toHaveAttribute(
      'href',
      'mailto:contact@vitalis.example',
    );
  });

  it('leaves out what the app does not have: version, repository, Demo, icons, website, screenshots', async () => {
    serveApp(
      appDetailsFixture({
        version: null,
        repoUrl: null,
        demoUrl: null,
        icon: null,
        screenshots: [],
        vendor: { ...appDetailsFixture().vendor, website: null, imageUrl: null },
      }),
    );
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const view = article();
    expect(within(view).queryByRole('link', { name: 'Demo' })).not.toBeInTheDocument();
    expect(within(view).queryByText('Version')).not.toBeInTheDocument();
    expect(within(view).queryByText('Repository')).not.toBeInTheDocument();
    expect(within(view).getByTestId('app-icon-placeholder')).toBeInTheDocument();
    expect(within(view).getByTestId('vendor-icon-placeholder')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: /Open screenshot/ })).not.toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Contact Vendor' })).toBeInTheDocument();
  });

  it('renders the description as markdown: headings below the page’s, lists, emphasis and code', async () => {
    serveApp(appDetailsFixture());
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const about = screen.getByRole('heading', { level: 2, name: 'About this app' }).closest('section')!;
    // The markdown renderer is a chunk of its own: the text follows the rest of the page.
    expect(await within(about).findByRole('heading', { level: 3, name: 'Features' })).toBeInTheDocument();
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Charting', 'Fast entry']);
    expect(within(about).getByText('Vitalis Vital Signs', { selector: 'strong' })).toBeInTheDocument();
    expect(within(about).getByText('AQL', { selector: 'code' })).toBeInTheDocument();
  });

  it('never lets HTML or script links in a description reach the page', async () => {
    serveApp(
      appDetailsFixture({
        description: [
          'Before <script>window.__pwned = 1</script> after.',
          '',
          '<img src="x" onerror="window.__pwned = 2">',
          '',
          '<div onclick="window.__pwned = 3">block html</div>',
          '',
          '[click me](javascript:window.__pwned=4) and [docs](https://docs.vitalis.example/guide)',
          '',
          '![diagram](https://tracker.example/pixel.png)',
        ].join('\n'),
      }),
    );
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const about = screen.getByRole('heading', { level: 2, name: 'About this app' }).closest('section')!;
    await within(about).findByText(/Before/);
    expect(about.querySelector('script, [onerror], [onclick], iframe')).toBeNull();
    expect(within(about).queryByText(/block html/)).not.toBeInTheDocument();
    expect(about.querySelectorAll('img')).toHaveLength(0);
    // The tags are dropped; what stood between them is plain, inert text.
    expect(within(about).getByText(/Before/)).toHaveTextContent('Before window.__pwned = 1 after.');
    expect(within(about).getByText(/Before/).innerHTML).toBe('Before window.__pwned = 1 after.');
    // A javascript: link loses its address; a normal one opens safely in a new tab.
    expect(within(about).queryByRole('link', { name: 'click me' })).not.toBeInTheDocument();
    const docs = within(about).getByRole('link', { name: 'docs' });
    expect(docs).toHaveAttribute('href', 'https://docs.vitalis.example/guide');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');
    // A remote image would tell its host who reads the page: it becomes a link.
    expect(within(about).getByRole('link', { name: 'diagram' })).toHaveAttribute(
      'href',
      'https://tracker.example/pixel.png',
    );
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it("titles the document with the app's name, and 'App Details' while it loads", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl(endpoints.getApp, { id: 11 }), async () => {
        await gate;
        return HttpResponse.json(appDetailsFixture());
      }),
    );
    renderApp({ path: '/appdetails/11' });
    await waitFor(() => expect(document.title).toBe(`${PUBLIC_ROUTE_TITLES.appDetails} – ${PRODUCT_NAME}`));
    expect(screen.getByTestId('app-details-skeleton').parentElement).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    await waitFor(() => expect(document.title).toBe(`Vitalis Vital Signs – ${PRODUCT_NAME}`));
  });

  it("says 'The app could not be found.' for an unknown app and goes to the start page", async () => {
    serveApp(HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }));
    const { router } = renderApp({ path: '/appdetails/11' });
    expect(await screen.findByText(ERROR_TEXTS.appNotFound)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover where digital health comes alive' }),
    ).toBeInTheDocument();
  });

  it('shows the loading error with status and status text, then goes to the start page', async () => {
    serveApp(new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }));
    const { router } = renderApp({ path: '/appdetails/11' });
    expect(
      await screen.findByText('There was an error loading the app. Status: 500 - Internal Server Error'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the network text when the request gets no answer', async () => {
    serveApp(HttpResponse.error());
    const { router } = renderApp({ path: '/appdetails/11' });
    expect(await screen.findByText(ERROR_TEXTS.network)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to the start page for an id that is not a number, without asking the API', async () => {
    const calls = serveApp(appDetailsFixture());
    const { router } = renderApp({ path: '/appdetails/abc' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([]);
  });

  it('shows the version in progress on the preview page for the vendor', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())));
    const calls = serveApp(appDetailsFixture({ status: 'DRAFT', version: '4.0.0-beta' }), 'getAppPreview');
    renderApp({ path: '/appdetails/11/preview', auth: fakeAuth(VENDOR) });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    expect(within(article()).getByText('4.0.0-beta')).toBeInTheDocument();
    expect(calls).toEqual(['/api/apps/11/preview']);
    // A preview is no visit: nothing is counted, not even a click on its Demo.
    fireEvent.click(within(article()).getByRole('link', { name: 'Demo' }));
    expect(beacons).toEqual([]);
  });

  it('shows the preview to admins too, with the same failure handling', async () => {
    serveApp(
      HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }),
      'getAppPreview',
    );
    const { router } = renderApp({ path: '/appdetails/11/preview', auth: fakeAuth(ADMIN) });
    expect(await screen.findByText(ERROR_TEXTS.appNotFound)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the readable address /apps/{id}-{slug}', () => {
  it('shows the app page and keeps an address with the right slug as it is', async () => {
    serveApp(appDetailsFixture());
    const { router } = renderApp({ path: '/apps/11-vitalis-vital-signs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Vitalis Vital Signs – ${PRODUCT_NAME}`));
    expect(router.state.location.pathname).toBe('/apps/11-vitalis-vital-signs');
    expect(router.state.historyAction).toBe('POP');
  });

  it('still shows the app for an outdated slug, and replaces the address with the right one in place', async () => {
    serveApp(appDetailsFixture());
    const { router } = renderApp({ path: '/apps/11-an-old-name?from=mail#about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/11-vitalis-vital-signs'));
    // Replaced, not pushed: Back does not return to the outdated address.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?from=mail');
    expect(router.state.location.hash).toBe('#about');
    for (const path of ['/apps/11', '/apps/11-']) {
      const again = renderApp({ path });
      await waitFor(() => expect(again.router.state.location.pathname).toBe('/apps/11-vitalis-vital-signs'));
      again.unmount();
    }
  });

  it('keeps the spec’s address /appdetails/{id} as it is', async () => {
    serveApp(appDetailsFixture());
    const { router } = renderApp({ path: '/appdetails/11' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appdetails/11');
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes to the start page for an address under /apps that is no app’s, and keeps /apps the catalogue', async () => {
    for (const path of ['/apps/vital-signs', '/apps/11abc', '/apps/0-zero']) {
      const { router, unmount } = renderApp({ path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
    renderApp({ path: '/apps?q=vital' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Apps' })).toBeInTheDocument();
  });

  it("says 'The app could not be found.' for an unknown app and goes to the start page", async () => {
    serveApp(HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }));
    const { router } = renderApp({ path: '/apps/11-gone' });
    expect(await screen.findByText(ERROR_TEXTS.appNotFound)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

/** What the server puts into a public app's page (the API's catalogue-pages.ts): its details as JSON. */
function embed(app: AppDetails) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = APP_DETAILS_DATA_ID;
  block.textContent = JSON.stringify(app).replace(/</g, '\\u003c');
  document.head.append(block);
}

/** GET /apps/11 answered only once `release` is called, with what it is given then. */
function gatedApp() {
  const calls: string[] = [];
  let release: (app: AppDetails) => void = () => undefined;
  const answer = new Promise<AppDetails>((resolve) => (release = resolve));
  server.use(
    http.get(apiUrl(endpoints.getApp, { id: 11 }), async ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return HttpResponse.json(await answer);
    }),
  );
  return { calls, release };
}

describe('app details from the data in the app’s page', () => {
  afterEach(() => document.getElementById(APP_DETAILS_DATA_ID)?.remove());

  it('shows the app without waiting for the API, then asks it again and shows what it answers', async () => {
    embed(appDetailsFixture({ description: 'Works with <b>openEHR</b> </script> too.' }));
    const api = gatedApp();
    renderApp({ path: '/appdetails/11' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    expect(screen.queryByTestId('app-details-skeleton')).not.toBeInTheDocument();
    expect(within(article()).getByText('3.2.0')).toBeInTheDocument();
    expect(await within(article()).findByText(/Works with/)).toHaveTextContent('Works with openEHR too.');
    await waitFor(() => expect(document.title).toBe(`Vitalis Vital Signs – ${PRODUCT_NAME}`));
    // Taken once: a later visit of the page asks the API like any other.
    expect(document.getElementById(APP_DETAILS_DATA_ID)).toBeNull();

    await waitFor(() => expect(api.calls).toEqual(['/api/apps/11']));
    api.release(appDetailsFixture({ name: 'Vitalis Vital Signs 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs 2' })).toBe(heading);
  });

  it('gives the app’s own vendor the status banner from the API’s answer, which the public data lacks', async () => {
    embed(appDetailsFixture());
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))));
    const api = gatedApp();
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const banner = await screen.findByRole('region', { name: 'Your app’s status' });
    expect(within(banner).queryByRole('link', { name: 'View preview' })).not.toBeInTheDocument();

    api.release(appDetailsFixture({ inProgressStatus: 'DRAFT', hasPublished: true }));
    expect(await within(banner).findByRole('link', { name: 'View preview' })).toHaveAttribute(
      'href',
      '/appdetails/11/preview',
    );
  });

  it('ignores data for another app, and the preview never uses it', async () => {
    embed(appDetailsFixture({ id: 12, name: 'Another App' }));
    const api = gatedApp();
    renderApp({ path: '/appdetails/11' });
    expect(await screen.findByTestId('app-details-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toEqual(['/api/apps/11']));
    expect(screen.queryByText('Another App')).not.toBeInTheDocument();
    api.release(appDetailsFixture());
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
  });

  it('shows the preview from the API even when the page carries the published version', async () => {
    embed(appDetailsFixture({ version: '3.2.0' }));
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())));
    const calls = serveApp(appDetailsFixture({ status: 'DRAFT', version: '4.0.0-beta' }), 'getAppPreview');
    renderApp({ path: '/appdetails/11/preview', auth: fakeAuth(VENDOR) });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    expect(within(article()).getByText('4.0.0-beta')).toBeInTheDocument();
    expect(within(article()).queryByText('3.2.0')).not.toBeInTheDocument();
    expect(calls).toEqual(['/api/apps/11/preview']);
  });

  it('shows the interoperability the vendor declared, with IGs linked to their registry', async () => {
    serveApp(
      appDetailsFixture({
        profile: {
          standards: ['fhir', 'openehr'],
          fhir: {
            versions: ['R4'],
            resources: ['Observation', 'Patient'],
            implementationGuides: [{ packageId: 'hl7.fhir.uv.ips', version: '1.1.0' }],
          },
          smart: { launchTypes: ['ehr', 'standalone'], scopes: ['patient/Observation.rs'] },
          openehr: {
            restApiVersion: '1.0.3',
            templates: [{ id: 'IDCR - Vital Signs Encounter.v1', ckmUrl: null }],
            cdrs: ['EHRbase'],
            usesAql: true,
          },
          classification: {
            categories: ['clinical-documentation'],
            audiences: ['clinicians'],
            platforms: ['web'],
            languages: ['de-CH'],
            license: 'Apache-2.0',
            pricing: 'free',
            deviceClasses: ['none'],
          },
        },
      }),
    );
    renderApp({ path: '/appdetails/11' });
    const section = await screen.findByRole('region', { name: 'Interoperability' });
    expect(within(section).getAllByRole('link', { name: 'Declared by the vendor' }).length).toBeGreaterThan(
      0,
    );
    expect(within(section).getByText('HL7 FHIR, openEHR')).toBeInTheDocument();
    const ig = within(section).getByRole('link', { name: 'hl7.fhir.uv.ips 1.1.0' });
    expect(ig).toHaveAttribute('href', 'https://simplifier.net/packages/hl7.fhir.uv.ips/1.1.0');
    expect(within(section).getByText('EHR launch')).toBeInTheDocument();
    expect(within(section).getByText('Standalone launch')).toBeInTheDocument();
    expect(within(section).getByText('IDCR - Vital Signs Encounter.v1')).toBeInTheDocument();
    expect(within(section).getByText('Swiss High German')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Apache-2.0' })).toHaveAttribute(
      'href',
      'https://spdx.org/licenses/Apache-2.0.html',
    );
    expect(within(section).getByText('Not a medical device')).toBeInTheDocument();
  });

  it('offers Launch in sandbox and a standalone start link for an app with a sandbox registration', async () => {
    const smartApp = appDetailsFixture({
      profile: {
        standards: ['fhir'],
        smart: { launchTypes: ['ehr', 'standalone'], scopes: ['patient/Observation.rs'] },
      },
    });
    serveApp(smartApp);
    server.use(
      http.get(apiUrl(endpoints.getSandboxLaunch, { id: 11 }), () =>
        HttpResponse.json({ launchUrl: 'https://chart.example/launch' }),
      ),
    );
    renderApp({ path: '/appdetails/11' });
    const section = await screen.findByRole('region', { name: 'Interoperability' });
    expect(await within(section).findByRole('button', { name: 'Launch in sandbox' })).toBeInTheDocument();
    const start = within(section).getByRole('link', { name: 'Start in sandbox (standalone launch)' });
    const href = new URL(start.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://chart.example/launch');
    expect(href.searchParams.get('iss')).toBe(`${window.location.origin}/sandbox/fhir`);
    expect(start).toHaveAttribute('target', '_blank');
  });

  it('offers no launch for a SMART app the sandbox does not know', async () => {
    serveApp(
      appDetailsFixture({
        profile: { standards: ['fhir'], smart: { launchTypes: ['ehr'], scopes: [] } },
      }),
    );
    let asked = 0;
    server.use(
      http.get(apiUrl(endpoints.getSandboxLaunch, { id: 11 }), () => {
        asked++;
        return HttpResponse.json({ status: 404, title: 'Not Found' }, { status: 404 });
      }),
    );
    renderApp({ path: '/appdetails/11' });
    const section = await screen.findByRole('region', { name: 'Interoperability' });
    await waitFor(() => expect(asked).toBe(1));
    expect(within(section).queryByRole('button', { name: 'Launch in sandbox' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /Start in sandbox/ })).not.toBeInTheDocument();
  });

  it('says plainly when the vendor declared nothing', async () => {
    serveApp(appDetailsFixture({ profile: null }));
    renderApp({ path: '/appdetails/11' });
    const section = await screen.findByRole('region', { name: 'Interoperability' });
    expect(section).toHaveTextContent('The vendor has not declared which standards this app uses.');
  });
});

describe('the clinical evidence on the app page', () => {
  it('shows intended use, indications with their names, studies linked to doi.org and their registers, and the outcome, as declared by the vendor', async () => {
    serveApp(
      appDetailsFixture({
        evidence: {
          clinical: {
            intendedUse: 'Supports heart failure clinics between visits.',
            indications: [{ system: 'icd10cm', code: 'I50.9', display: 'Heart failure, unspecified' }],
            contraindications: ['Patients without a smartphone'],
            studies: [
              {
                title: 'Telemonitoring after discharge',
                design: 'rct',
                year: 2022,
                doi: '10.1000/182',
                registryId: 'NCT01234567',
              },
              { title: 'A German cohort', design: 'cohort', year: 2023, registryId: 'DRKS00012345' },
            ],
            outcome: 'Fewer readmissions within 90 days.',
          },
        },
      }),
    );
    renderApp({ path: '/appdetails/11' });
    const section = await screen.findByRole('region', { name: 'Where it runs, who uses it, certifications' });
    expect(within(section).getByRole('heading', { name: 'Clinical evidence' })).toBeInTheDocument();
    expect(within(section).getByText('Declared by the vendor')).toBeInTheDocument();
    expect(section).toHaveTextContent('Supports heart failure clinics between visits.');
    expect(section).toHaveTextContent('I50.9 Heart failure, unspecified');
    expect(section).toHaveTextContent('Patients without a smartphone');
    expect(section).toHaveTextContent('Randomised controlled trial, 2022');
    expect(section).toHaveTextContent('Fewer readmissions within 90 days.');
    expect(within(section).getByRole('link', { name: /DOI 10\.1000\/182/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1000/182',
    );
    expect(within(section).getByRole('link', { name: /Trial registry entry NCT01234567/ })).toHaveAttribute(
      'href',
      'https://clinicaltrials.gov/study/NCT01234567',
    );
    expect(within(section).getByRole('link', { name: /Trial registry entry DRKS00012345/ })).toHaveAttribute(
      'href',
      'https://drks.de/search/en/trial/DRKS00012345',
    );
  });
});

describe("the public registers' word on the studies (issue 37)", () => {
  it('shows beside a DOI and a trial id what the live check found in doi.org and ClinicalTrials.gov', async () => {
    serveApp(
      appDetailsFixture({
        evidence: {
          clinical: {
            studies: [
              { title: 'Telemonitoring after discharge', design: 'rct', year: 2022, doi: '10.1000/182' },
              { title: 'A made-up trial', design: 'rct', year: 2023, registryId: 'NCT99999999' },
              { title: 'Not looked up yet', design: 'cohort', year: 2024, doi: '10.1000/183' },
            ],
          },
        },
      }),
    );
    server.use(
      http.get(apiUrl(endpoints.listAppChecks, { id: 11 }), () =>
        HttpResponse.json({
          enabled: true,
          nextDueAt: null,
          checks: [
            {
              id: 1,
              appId: 11,
              kind: 'registers',
              url: 'https://doi.org/api/handles/10.1000/182',
              startedAt: '2026-11-24T09:30:00.000Z',
              finishedAt: '2026-11-24T09:30:01.000Z',
              outcome: 'passed',
              httpStatus: 200,
              timeMs: 300,
              facts: [
                { key: 'evidence.clinical.studies.doi', value: '10.1000/182', status: 'confirmed' },
                {
                  key: 'evidence.clinical.studies.registryId',
                  value: 'NCT99999999',
                  status: 'not-confirmed',
                  reported: 'ClinicalTrials.gov does not know NCT99999999',
                },
              ],
              evidence: { lookups: 2, found: 1, missing: 1 },
            },
          ],
        }),
      ),
    );
    renderApp({ path: '/appdetails/11' });
    const section = await screen.findByRole('region', { name: 'Where it runs, who uses it, certifications' });
    const entryOf = (title: string) => within(section).getByText(title).closest('li')!;
    await within(section).findByRole('link', { name: 'Confirmed by a live check on 24.11.2026' });
    expect(
      within(entryOf('Telemonitoring after discharge')).getByRole('link', { name: /^Confirmed/ }),
    ).toHaveAttribute('href', '/how-we-check');
    expect(entryOf('A made-up trial')).toHaveTextContent(
      'Not confirmed: ClinicalTrials.gov does not know NCT99999999',
    );
    // No check has looked at this DOI yet: nothing beside it but its link.
    expect(within(entryOf('Not looked up yet')).getAllByRole('link')).toHaveLength(1);
  });
});
