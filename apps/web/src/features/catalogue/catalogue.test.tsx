import {
  CATALOGUE_PAGE_SIZE,
  endpoints,
  ERROR_TEXTS,
  NEXT_CURSOR_HEADER,
  UI_TEXTS,
  type AppCard,
} from '@showroom/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appCardFixture, appCards } from '../../../test/catalogue-fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

interface SeenQuery {
  q: string | null;
  sort: string | null;
  limit: string | null;
  cursor: string | null;
}

/** GET /apps answered by `answer`, recording each request's query. */
function serveApps(answer: (query: SeenQuery) => AppCard[] | Response | Promise<Response>) {
  const seen: SeenQuery[] = [];
  server.use(
    http.get(apiUrl(endpoints.listApps), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = {
        q: params.get('q'),
        sort: params.get('sort'),
        limit: params.get('limit'),
        cursor: params.get('cursor'),
      };
      seen.push(query);
      const result = answer(query);
      return Array.isArray(result) ? HttpResponse.json(result) : result;
    }),
  );
  return seen;
}

const VITAL = appCardFixture({ id: 1, name: 'Vitalis Vital Signs' });
const LAB = appCardFixture({
  id: 2,
  name: 'LabLens',
  vendor: { id: 8, name: 'Kestrel Clinical Software' },
  demoUrl: null,
});

/** A tiny search: apps whose name contains q, case-insensitively. */
const search = (apps: AppCard[]) => (query: SeenQuery) =>
  query.q ? apps.filter((a) => a.name.toLowerCase().includes(query.q!.toLowerCase())) : apps;

/** The catalogue's own live region (the snackbar has another). */
const countStatus = () =>
  within(screen.getByRole('region', { name: UI_TEXTS.catalogueHeading })).getByRole('status');

const cardNames = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('catalogue', () => {
  it('lists the published apps as cards under "Discover Apps", asking for the first page by name', async () => {
    const seen = serveApps(() => [VITAL, LAB]);
    renderApp({ path: '/apps' });
    expect(screen.getByRole('heading', { level: 1, name: UI_TEXTS.catalogueHeading })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Vitalis Vital Signs' });
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(card).getByText('Vitalis Health Labs')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Demo' })).toHaveAttribute('target', '_blank');
    const lab = screen.getByRole('article', { name: 'LabLens' });
    expect(within(lab).queryByRole('link', { name: 'Demo' })).not.toBeInTheDocument();
    expect(within(lab).queryByRole('link', { name: 'Preview' })).not.toBeInTheDocument();
    expect(countStatus()).toHaveTextContent('2 apps.');
    expect(seen).toEqual([{ q: null, sort: 'name', limit: String(CATALOGUE_PAGE_SIZE), cursor: null }]);
  });

  it('shows card skeletons in a busy list while the first page loads', async () => {
    serveApps(() => delay('infinite').then(() => HttpResponse.json([])));
    renderApp({ path: '/apps' });
    const busy = await screen.findByRole('list', { name: 'Loading apps…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getAllByTestId('app-card-skeleton').length).toBeGreaterThan(0);
  });

  it('on the start page shows the list under the intro, with card names one level below its h2', async () => {
    serveApps(() => [VITAL]);
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 2, name: UI_TEXTS.catalogueHeading }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Vitalis Vital Signs' });
    expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('searches as the visitor types, keeps the search in the address and announces the count', async () => {
    const seen = serveApps(search([VITAL, LAB]));
    const { router } = renderApp({ path: '/apps' });
    await screen.findByRole('article', { name: 'LabLens' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search apps' }), 'vital');
    await waitFor(() => expect(router.state.location.search).toBe('?q=vital'));
    await waitFor(() => expect(cardNames()).toEqual(['Vitalis Vital Signs']));
    expect(countStatus()).toHaveTextContent('1 app matches "vital".');
    // The search ran once for the whole word, by relevance, not once per keystroke.
    expect(seen.filter((q) => q.q !== null)).toEqual([
      { q: 'vital', sort: 'relevance', limit: String(CATALOGUE_PAGE_SIZE), cursor: null },
    ]);
  });

  it('restores the list and the field with Back, and the search with Forward', async () => {
    serveApps(search([VITAL, LAB]));
    const { router } = renderApp({ path: '/apps' });
    await screen.findByRole('article', { name: 'LabLens' });
    const field = screen.getByRole('searchbox', { name: 'Search apps' });
    await userEvent.type(field, 'lab{Enter}');
    await waitFor(() => expect(cardNames()).toEqual(['LabLens']));
    expect(router.state.location.search).toBe('?q=lab');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardNames()).toEqual(['Vitalis Vital Signs', 'LabLens']));
    expect(field).toHaveValue('');
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate(1));
    await waitFor(() => expect(cardNames()).toEqual(['LabLens']));
    expect(field).toHaveValue('lab');
  });

  it('keeps one history entry for a burst of typing, so Back returns to the list before the search', async () => {
    serveApps(search([VITAL, LAB]));
    const { router } = renderApp({ path: '/apps' });
    await screen.findByRole('article', { name: 'LabLens' });
    const field = screen.getByRole('searchbox', { name: 'Search apps' });
    await userEvent.type(field, 'vi');
    await waitFor(() => expect(router.state.location.search).toBe('?q=vi'));
    await userEvent.type(field, 'tal');
    await waitFor(() => expect(router.state.location.search).toBe('?q=vital'));
    await waitFor(() => expect(cardNames()).toEqual(['Vitalis Vital Signs']));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cardNames()).toEqual(['Vitalis Vital Signs', 'LabLens']));
    expect(field).toHaveValue('');
  });

  it('opens a shared address with its search and sort', async () => {
    const seen = serveApps(search([VITAL, LAB]));
    renderApp({ path: '/apps?q=vital&sort=updated' });
    await screen.findByRole('article', { name: 'Vitalis Vital Signs' });
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('vital');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('updated');
    expect(seen[0]).toMatchObject({ q: 'vital', sort: 'updated' });
  });

  it('sorts by the chosen order, offering Relevance only while searching', async () => {
    const seen = serveApps(search([VITAL, LAB]));
    const { router } = renderApp({ path: '/apps' });
    await screen.findByRole('article', { name: 'LabLens' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Name', 'Recently updated']);

    await userEvent.selectOptions(sort, 'Recently updated');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=updated'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'updated' }));

    await act(() => router.navigate('/apps?q=lab'));
    await waitFor(() => expect(cardNames()).toEqual(['LabLens']));
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Name', 'Recently updated']);
    expect(sort).toHaveValue('relevance');
  });

  it('says clearly when nothing matches and offers to clear the search', async () => {
    serveApps(search([VITAL, LAB]));
    const { router } = renderApp({ path: '/apps?q=zzz' });
    expect(
      await screen.findByText('No apps match "zzz".', { selector: 'p:not([role])' }),
    ).toBeInTheDocument();
    expect(countStatus()).toHaveTextContent('No apps match "zzz".');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardNames()).toEqual(['Vitalis Vital Signs', 'LabLens']));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('');
  });

  it('loads the next page with the cursor from the response header on "Show more"', async () => {
    const first = appCards(CATALOGUE_PAGE_SIZE, 100);
    const second = appCards(3, 200);
    const seen = serveApps((query) =>
      query.cursor === 'page-2'
        ? HttpResponse.json(second)
        : HttpResponse.json(first, { headers: { [NEXT_CURSOR_HEADER]: 'page-2' } }),
    );
    renderApp({ path: '/apps' });
    await screen.findByRole('article', { name: 'App 100' });
    expect(countStatus()).toHaveTextContent(`Showing ${CATALOGUE_PAGE_SIZE} apps; more are available.`);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('article', { name: 'App 202' });
    expect(cardNames()).toHaveLength(CATALOGUE_PAGE_SIZE + 3);
    // Focus continues at the first new card, not on a button that has gone.
    expect(
      within(screen.getByRole('article', { name: 'App 200' })).getByRole('link', { name: 'Details' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(countStatus()).toHaveTextContent(`${CATALOGUE_PAGE_SIZE + 3} apps.`);
    expect(seen.map((q) => q.cursor)).toEqual([null, 'page-2']);
  });

  it('shows the failure snackbar with status and status text when the list cannot be loaded', async () => {
    serveApps(() => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }));
    renderApp({ path: '/apps' });
    expect(
      await screen.findByText('There was an error loading the apps. Status: 500 - Internal Server Error'),
    ).toBeInTheDocument();
    expect(screen.getByText('The apps could not be loaded.')).toBeInTheDocument();
  });

  it('uses the reason phrase when the server sends none (HTTP/2)', async () => {
    serveApps(() => new HttpResponse(null, { status: 503 }));
    renderApp({ path: '/apps' });
    expect(
      await screen.findByText('There was an error loading the apps. Status: 503 - Service Unavailable'),
    ).toBeInTheDocument();
  });

  it('shows the network text when the request gets no answer, and loads again on "Try again"', async () => {
    let fail = true;
    serveApps(() => (fail ? HttpResponse.error() : HttpResponse.json([VITAL])));
    renderApp({ path: '/apps' });
    expect(await screen.findByText(ERROR_TEXTS.network)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Vitalis Vital Signs' })).toBeInTheDocument();
  });

  it('has a friendly empty state when no app is published yet', async () => {
    serveApps(() => []);
    renderApp({ path: '/apps' });
    expect(
      await screen.findByText('There are no published apps yet.', { selector: 'p:not([role])' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});
