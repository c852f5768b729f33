import { endpoints, type AppDetails, type AppChecksResponse } from '@showroom/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appCards, appDetailsFixture } from '../../../test/catalogue-fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { COMPARE_STORAGE_KEY, compareItems, setCompare, toggleCompare } from '../../lib/compare-store.ts';

const TEST_ORIGIN = window.location.origin;

function serveApps(...apps: AppDetails[]) {
  for (const app of apps) {
    server.use(http.get(apiUrl(endpoints.getApp, { id: app.id }), () => HttpResponse.json(app)));
  }
}

const fhirApp = appDetailsFixture({
  id: 21,
  name: 'Pulse FHIR',
  demoUrl: 'https://demo.pulse.example/',
  profile: {
    standards: ['fhir'],
    fhir: { versions: ['R4'], resources: ['Observation'], implementationGuides: [] },
  },
});
const openehrApp = appDetailsFixture({
  id: 22,
  name: 'Chart openEHR',
  demoUrl: null,
  profile: { standards: ['openehr'], openehr: { templates: [{ id: 'vital_signs.v1' }], cdrs: [] } },
});

describe('the compare store', () => {
  it('adds and removes apps, at most four, and keeps them in local storage', () => {
    expect(toggleCompare({ id: 1, name: 'One' })).toBe(true);
    expect(toggleCompare({ id: 2, name: 'Two' })).toBe(true);
    expect(compareItems().map((i) => i.id)).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([
      { id: 1, name: 'One' },
      { id: 2, name: 'Two' },
    ]);
    toggleCompare({ id: 3, name: 'Three' });
    toggleCompare({ id: 4, name: 'Four' });
    expect(toggleCompare({ id: 5, name: 'Five' })).toBe(false);
    expect(compareItems()).toHaveLength(4);
    expect(toggleCompare({ id: 1, name: 'One' })).toBe(true);
    expect(compareItems().map((i) => i.id)).toEqual([2, 3, 4]);
  });

  it('reads nothing from a damaged or foreign value', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(compareItems()).toEqual([]);
    localStorage.setItem(
      COMPARE_STORAGE_KEY,
      JSON.stringify([{ id: -1, name: 'x' }, { id: 2 }, 'a', { id: 3, name: 'Three' }]),
    );
    expect(compareItems()).toEqual([{ id: 3, name: 'Three' }]);
  });
});

describe('Compare on cards and the tray', () => {
  it('collects apps from the catalogue into a tray that opens them side by side', async () => {
    const user = userEvent.setup();
    const cards = appCards(3, 21);
    server.use(http.get(apiUrl(endpoints.listApps), () => HttpResponse.json(cards)));
    serveApps(fhirApp, openehrApp);
    const { router } = renderApp({ path: '/apps' });
    const card = async (name: string) => screen.findByRole('article', { name });

    const first = within(await card('App 21')).getByRole('button', { name: 'Compare' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');

    const tray = await screen.findByRole('region', { name: 'Apps to compare (1)' });
    expect(within(tray).getByText('Choose at least 2 apps to compare.')).toBeInTheDocument();
    expect(within(tray).queryByRole('link', { name: 'Compare apps' })).not.toBeInTheDocument();

    await user.click(within(await card('App 22')).getByRole('button', { name: 'Compare' }));
    const full = screen.getByRole('region', { name: 'Apps to compare (2)' });
    expect(
      within(full)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['App 21×', 'App 22×']);

    // Taking one out with the keyboard, then putting it back.
    within(full).getByRole('button', { name: 'Remove App 21 from Compare' }).focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first);

    await user.click(
      within(screen.getByRole('region', { name: /Apps to compare/ })).getByRole('link', {
        name: 'Compare apps',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare'));
    expect(router.state.location.search).toBe('?ids=22,21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare apps' })).toBeInTheDocument();
    // The tray gives way to the page's own table.
    expect(screen.queryByRole('region', { name: /Apps to compare/ })).not.toBeInTheDocument();
  });

  it('refuses a fifth app next to the toggle, and the tray survives a new page', async () => {
    const user = userEvent.setup();
    setCompare([1, 2, 3, 4].map((id) => ({ id, name: `App ${String(id)}` })));
    server.use(http.get(apiUrl(endpoints.listApps), () => HttpResponse.json(appCards(1, 30))));
    const { router } = renderApp({ path: '/apps' });
    const toggle = within(await screen.findByRole('article', { name: 'App 30' })).getByRole('button', {
      name: 'Compare',
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('You can compare up to 4 apps. Remove one to add another.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Apps to compare (4)' })).toBeInTheDocument();
    await act(() => router.navigate('/faq-users'));
    await screen.findByRole('heading', { level: 1, name: 'Users FAQ' });
    expect(screen.getByRole('region', { name: 'Apps to compare (4)' })).toBeInTheDocument();
  });

  it('follows a choice made in another tab', async () => {
    renderApp({ path: '/faq-users' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: /Apps to compare/ })).not.toBeInTheDocument();
    act(() => {
      localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ id: 9, name: 'Elsewhere' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    });
    expect(await screen.findByRole('region', { name: 'Apps to compare (1)' })).toHaveTextContent('Elsewhere');
  });
});

describe('the compare page', () => {
  it('shows the apps of its address side by side and marks the rows that differ', async () => {
    serveApps(fhirApp, openehrApp);
    renderApp({ path: '/compare?ids=21,22' });
    const table = await screen.findByRole('table', { name: 'Apps side by side' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => within(h).getByRole('link').textContent)).toEqual([
      'Pulse FHIR',
      'Chart openEHR',
    ]);
    expect(within(headers[0]!).getByRole('link')).toHaveAttribute('href', '/appdetails/21');

    const row = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr')!;
    expect(
      within(row('Standards'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['HL7 FHIR', 'openEHR']);
    expect(row('Standards')).toHaveTextContent('Differs');
    expect(
      within(row('openEHR templates'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not declared', 'vital_signs.v1']);
    expect(row('Vendor')).not.toHaveTextContent('Differs');
    const demo = within(row('Demo')).getAllByRole('cell');
    expect(within(demo[0]!).getByRole('link', { name: /Demo/ })).toHaveAttribute(
      'href',
      'https://demo.pulse.example/',
    );
    expect(demo[1]).toHaveTextContent('No demo');
    // The table scrolls sideways from the keyboard on a narrow screen.
    expect(screen.getByRole('region', { name: 'Apps side by side' })).toHaveAttribute('tabindex', '0');
  });

  it('hides and shows identical rows', async () => {
    const user = userEvent.setup();
    serveApps(fhirApp, openehrApp);
    renderApp({ path: '/compare?ids=21,22' });
    const table = await screen.findByRole('table');
    const rowCount = within(table).getAllByRole('row').length;
    await user.click(screen.getByRole('button', { name: 'Hide identical rows' }));
    const differing = within(table).getAllByRole('rowheader');
    expect(differing.every((h) => h.textContent.endsWith('Differs'))).toBe(true);
    const show = screen.getByRole('button', { name: /^Show \d+ identical rows$/ });
    await user.click(show);
    expect(within(table).getAllByRole('row')).toHaveLength(rowCount);
  });

  it('shows the live checks of each app', async () => {
    serveApps(fhirApp, openehrApp);
    const checks: AppChecksResponse = {
      enabled: true,
      nextDueAt: null,
      checks: [
        {
          id: 1,
          appId: 21,
          kind: 'fhir',
          url: 'https://fhir.pulse.example/',
          startedAt: '2026-11-20T10:00:00.000Z',
          finishedAt: '2026-11-20T10:00:01.000Z',
          outcome: 'passed',
          facts: [{ key: 'profile.fhir.versions', value: 'R4', status: 'confirmed' }],
          evidence: {},
        },
      ],
    };
    server.use(http.get(apiUrl(endpoints.listAppChecks, { id: 21 }), () => HttpResponse.json(checks)));
    renderApp({ path: '/compare?ids=21,22' });
    const row = (await screen.findByRole('rowheader', { name: /^Live checks/ })).closest('tr')!;
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['20.11.2026: 1 of 1 declared fact confirmed', 'Not checked yet']),
    );
  });

  it('names apps that are not in the catalogue and removes a column from the address', async () => {
    const user = userEvent.setup();
    serveApps(fhirApp, openehrApp, appDetailsFixture({ id: 23, name: 'Third' }));
    server.use(
      http.get(apiUrl(endpoints.getApp, { id: 404 }), () =>
        HttpResponse.json({ status: 404, title: 'Not Found' }, { status: 404 }),
      ),
    );
    const { router } = renderApp({ path: '/compare?ids=21,404,22,23' });
    expect(await screen.findByText('App 404 is not in the catalogue.')).toBeInTheDocument();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Remove Third from the comparison' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=21,404,22'));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('says what to do without enough apps', async () => {
    renderApp({ path: '/compare' });
    expect(
      await screen.findByText('Choose 2 to 4 apps to compare: use Compare on their cards or pages.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse apps' })).toHaveAttribute('href', '/apps');
  });

  it('opens the tray’s apps when the address names none', async () => {
    serveApps(fhirApp, openehrApp);
    setCompare([
      { id: 22, name: 'Chart openEHR' },
      { id: 21, name: 'Pulse FHIR' },
    ]);
    const { router } = renderApp({ path: '/compare' });
    await screen.findByRole('table');
    expect(router.state.location.search).toBe('?ids=22,21');
    expect(`${TEST_ORIGIN}${router.state.location.pathname}`).toBe(`${TEST_ORIGIN}/compare`);
  });

  it('puts a Compare toggle on the app page', async () => {
    const user = userEvent.setup();
    serveApps(fhirApp);
    renderApp({ path: '/appdetails/21' });
    await screen.findByRole('heading', { level: 1, name: 'Pulse FHIR' });
    const toggle = screen.getByRole('button', { name: 'Compare' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(compareItems()).toEqual([{ id: 21, name: 'Pulse FHIR' }]);
  });
});
