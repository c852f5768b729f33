import { endpoints, ERROR_TEXTS, paths, type PublicVendor } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appCardFixture, appDetailsFixture } from '../../../test/catalogue-fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const vendorPageFixture = (overrides: Partial<PublicVendor> = {}): PublicVendor => ({
  vendor: {
    id: 7,
    name: 'Vitalis Health Labs',
    description:
      'Bedside apps for **hospital wards** on top of openEHR.\n\n## Our work\n\n<img src=x onerror="window.hacked=1">',
    website: 'https://vitalis.example',
    imageUrl: '/api/media/vendor.webp?t=1',
  },
  apps: [
    appCardFixture({
      interop: { standards: ['openehr'], fhirVersions: [], smart: false, cdsHooks: false },
    }),
    appCardFixture({ id: 12, name: 'Vitalis Fluid Balance' }),
  ],
  ...overrides,
});

/** Serves GET /vendors/7/public; returns the paths asked for. */
function serveVendor(answer: PublicVendor | Response, id = 7) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl(endpoints.getPublicVendor, { id }), ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return calls;
}

const notFound = () =>
  HttpResponse.json(
    {
      type: 'urn:showroom:problem:not-found',
      title: 'Not Found',
      status: 404,
      detail: 'The vendor does not exist.',
    },
    { status: 404, headers: { 'content-type': 'application/problem+json' } },
  );

describe('vendor page', () => {
  it("shows the vendor's name as the heading and title, its logo, website and description", async () => {
    serveVendor(vendorPageFixture());
    renderApp({ path: '/vendors/7' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vitalis Health Labs' });
    const page = screen.getByRole('article', { name: 'Vitalis Health Labs' });
    expect(page).toContainElement(heading);
    await waitFor(() => expect(document.title).toBe('Vitalis Health Labs – Showroom'));
    expect(within(page).getByRole('img', { name: 'Vendor icon of Vitalis Health Labs' })).toHaveAttribute(
      'src',
      '/api/media/vendor.webp?t=1',
    );
    const website = within(page).getByRole('link', { name: 'vitalis.example' });
    expect(website).toHaveAttribute('href', 'https://vitalis.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    // The description as Markdown, its headings below the page's, raw HTML dropped.
    expect(within(page).getByRole('heading', { level: 2, name: 'About this vendor' })).toBeInTheDocument();
    expect(await within(page).findByText('hospital wards')).toHaveProperty('tagName', 'STRONG');
    expect(within(page).getByRole('heading', { level: 3, name: 'Our work' })).toBeInTheDocument();
    expect(page.querySelector('img[src="x"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("lists the vendor's published apps as the catalogue's cards, with their badges and Details", async () => {
    serveVendor(vendorPageFixture());
    renderApp({ path: '/vendors/7' });
    const apps = (await screen.findByRole('heading', { level: 2, name: 'Apps' })).closest('section')!;
    const cards = within(apps).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Vitalis Vital Signs',
      'Vitalis Fluid Balance',
    ]);
    const first = within(apps).getByRole('article', { name: 'Vitalis Vital Signs' });
    expect(within(first).getByRole('list', { name: 'Standards' })).toHaveTextContent('openEHR');
    expect(within(first).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      paths.appDetails(11),
    );
    // As on the catalogue's cards.
    expect(within(first).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'false');
    // On its own page the vendor's name is no link.
    expect(within(first).getByText('Vitalis Health Labs')).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Vitalis Health Labs' })).not.toBeInTheDocument();
  });

  it('says so when the vendor has no published apps, and leaves out what it does not have', async () => {
    serveVendor(
      vendorPageFixture({
        vendor: { id: 7, name: 'Quiet Vendor', description: '', website: null, imageUrl: null },
        apps: [],
      }),
    );
    renderApp({ path: '/vendors/7' });
    const page = await screen.findByRole('article', { name: 'Quiet Vendor' });
    expect(within(page).getByText('This vendor has no published apps yet.')).toBeInTheDocument();
    expect(within(page).queryByRole('list')).not.toBeInTheDocument();
    expect(within(page).queryByRole('img')).not.toBeInTheDocument();
    expect(within(page).queryByRole('link')).not.toBeInTheDocument();
    expect(within(page).queryByRole('heading', { name: 'About this vendor' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a vendor the showroom does not list, with a way on', async () => {
    serveVendor(notFound());
    renderApp({ path: '/vendors/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor not found' })).toBeInTheDocument();
    expect(screen.getByText(/The vendor could not be found\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all apps' })).toHaveAttribute('href', paths.apps);
    await waitFor(() => expect(document.title).toBe('Vendor not found – Showroom'));
  });

  it('shows the not-found page for an address that is no vendor’s, without asking the API', async () => {
    // Any request would be unhandled, and fail the test.
    const { router } = renderApp({ path: '/vendors/acme' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendors/acme');
  });

  it('says when the vendor could not be loaded, with the status, and tries again on request', async () => {
    const calls = serveVendor(new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }));
    renderApp({ path: '/vendors/7' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The vendor could not be loaded.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading the vendor. Status: 503 - Service Unavailable'),
    ).toBeInTheDocument();
    serveVendor(vendorPageFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Health Labs' })).toBeInTheDocument();
    expect(calls).toEqual(['/api/vendors/7/public']);
  });

  it('shows the network text when the request gets no answer', async () => {
    serveVendor(HttpResponse.error());
    renderApp({ path: '/vendors/7' });
    expect(await screen.findByText(ERROR_TEXTS.network)).toBeInTheDocument();
  });
});

describe("links to a vendor's page", () => {
  it("go from an app card's vendor name to the vendor's page", async () => {
    server.use(http.get(apiUrl(endpoints.listApps), () => HttpResponse.json([appCardFixture()])));
    serveVendor(vendorPageFixture());
    const { router } = renderApp({ path: '/apps' });
    const card = await screen.findByRole('article', { name: 'Vitalis Vital Signs' });
    await userEvent.click(within(card).getByRole('link', { name: 'Vitalis Health Labs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Health Labs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendors/7');
  });

  it("go from an app page's byline and developer to the vendor's page", async () => {
    server.use(http.get(apiUrl(endpoints.getApp, { id: 11 }), () => HttpResponse.json(appDetailsFixture())));
    serveVendor(vendorPageFixture());
    const { router } = renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Vital Signs' });
    const links = screen.getAllByRole('link', { name: 'Vitalis Health Labs' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/vendors/7');
    expect(links[0]?.closest('p')).toHaveTextContent('by Vitalis Health Labs');
    await userEvent.click(links[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Health Labs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendors/7');
  });
});
