import {
  adminListEmptyText,
  ADMIN_APP_TABS,
  ADMIN_TEXTS,
  CATALOGUE_PAGE_SIZE,
  FAILURE_TEXTS,
  NEXT_CURSOR_HEADER,
  SUCCESS_TEXTS,
  endpoints,
  type AppCard,
} from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appCardFixture, appDetailsFixture } from '../../../test/catalogue-fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { ADMIN, fakeAuth, renderApp } from '../../../test/render-app.tsx';
import { findSnackbar, problem } from '../../../test/vendor-journey.ts';

/** Answers GET /apps per status filter and records which filters were asked for. */
function serveLists(lists: Partial<Record<string, AppCard[] | Response>> = {}) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(apiUrl(endpoints.listApps), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status);
      const answer = lists[status ?? 'catalogue'] ?? [];
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return asked;
}

/** Answers PATCH /apps/{id}/status and records each call's query. */
function serveStatusChange(
  appId: number,
  answer: () => Response = () => HttpResponse.json(appDetailsFixture({ id: appId })),
) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.patch(apiUrl(endpoints.changeAppStatus, { id: appId }), ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return calls;
}

const openAdmin = (path: string, strict = false) => renderApp({ path, auth: fakeAuth(ADMIN), strict });

describe('admin app lists', () => {
  it.each(
    ADMIN_APP_TABS.map(
      (tab) => [tab.path, tab.title, tab.status ?? null, adminListEmptyText(tab.path)] as const,
    ),
  )(
    '%s: heads the page with its title, marks its tab current, calls its list and says when it is empty',
    async (path, title, status, emptyText) => {
      const asked = serveLists();
      openAdmin(`/admin/apps/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByText(emptyText)).toBeInTheDocument();
      expect(asked).toEqual([status]);
      const tabs = within(screen.getByRole('navigation', { name: 'App lists' })).getAllByRole('link');
      expect(tabs.map((t) => t.textContent)).toEqual(['Submitted Apps', 'Deactivated Apps', 'Approved Apps']);
      for (const tab of tabs) {
        if (tab.textContent === title) expect(tab).toHaveAttribute('aria-current', 'page');
        else expect(tab).not.toHaveAttribute('aria-current');
      }
    },
  );

  it('switches lists through the tab links', async () => {
    const asked = serveLists();
    const { router } = openAdmin('/admin/apps/submitted-apps');
    await screen.findByText('There are no apps waiting for approval.');
    (await screen.findByRole('link', { name: 'Deactivated Apps' })).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deactivated Apps' })).toBeInTheDocument();
    expect(await screen.findByText('There are no deactivated apps.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/apps/deactivated-apps');
    expect(asked).toEqual(['WAITING_FOR_APPROVAL', 'DEACTIVATED']);
  });

  it('shows submitted apps as cards with Details, Preview and their review status', async () => {
    serveLists({
      WAITING_FOR_APPROVAL: [
        appCardFixture({ id: 21, name: 'Brand New', status: 'WAITING_FOR_APPROVAL' }),
        appCardFixture({
          id: 22,
          name: 'Better Version',
          status: 'WAITING_FOR_APPROVAL',
          originApp: { id: 22 },
        }),
      ],
    });
    openAdmin('/admin/apps/submitted-apps');
    const fresh = await screen.findByRole('article', { name: 'Brand New' });
    expect(within(fresh).getByText('In review')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/appdetails/21/preview',
    );
    expect(within(fresh).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/appdetails/21');
    const update = screen.getByRole('article', { name: 'Better Version' });
    expect(within(update).getByText('Update in review')).toBeInTheDocument();
    expect(within(update).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/appdetails/22/preview',
    );
  });

  it('shows the published apps without a status ribbon', async () => {
    serveLists({ catalogue: [appCardFixture({ id: 31, name: 'Live App' })] });
    openAdmin('/admin/apps/approved-apps');
    const card = await screen.findByRole('article', { name: 'Live App' });
    expect(card).not.toHaveAttribute('data-ribbon');
    expect(within(card).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/appdetails/31/preview',
    );
  });

  it('pages through the published apps by name with Show more', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl(endpoints.listApps), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return query.get('cursor') === 'page-2'
          ? HttpResponse.json([appCardFixture({ id: 33, name: 'Zeta App' })])
          : HttpResponse.json([appCardFixture({ id: 32, name: 'Alpha App' })], {
              headers: { [NEXT_CURSOR_HEADER]: 'page-2' },
            });
      }),
    );
    const user = userEvent.setup();
    openAdmin('/admin/apps/approved-apps');
    expect(await screen.findByRole('article', { name: 'Alpha App' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ADMIN_TEXTS.showMore }));
    expect(await screen.findByRole('article', { name: 'Zeta App' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Alpha App' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ADMIN_TEXTS.showMore })).not.toBeInTheDocument();
    expect(queries.map((q) => [q.get('status'), q.get('sort'), q.get('limit'), q.get('cursor')])).toEqual([
      [null, 'name', String(CATALOGUE_PAGE_SIZE), null],
      [null, 'name', String(CATALOGUE_PAGE_SIZE), 'page-2'],
    ]);
  });

  it('says when a list could not be loaded, with status and status text', async () => {
    serveLists({ DEACTIVATED: problem(500, undefined, 'Internal Server Error') });
    openAdmin('/admin/apps/deactivated-apps');
    const text = `${FAILURE_TEXTS.loadApps} Status: 500 - Internal Server Error`;
    await findSnackbar(text, 'failure');
    expect(screen.queryByText('There are no deactivated apps.')).not.toBeInTheDocument();
  });
});

describe('admin/apps with action parameters', () => {
  it.each([
    ['approved', 'ACTIVE', SUCCESS_TEXTS.adminAppApproved],
    ['activate', 'ACTIVE', SUCCESS_TEXTS.adminAppActivated],
    ['deactivate', 'DEACTIVATED', SUCCESS_TEXTS.adminAppDeactivated],
  ])(
    'status=%s sends newStatus=%s on open, says so and shows submitted-apps in its place',
    async (status, newStatus, text) => {
      serveLists();
      const calls = serveStatusChange(42);
      const { router } = openAdmin(`/admin/apps?appid=42&status=${status}`);
      await findSnackbar(text);
      expect(calls.map((q) => [q.get('newStatus'), q.has('reason')])).toEqual([[newStatus, false]]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps'));
      expect(router.state.location.search).toBe('');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByText('There are no apps waiting for approval.')).toBeInTheDocument();
      expect(calls).toHaveLength(1);
    },
  );

  it.each([
    ['deactivated-apps', 'activate', SUCCESS_TEXTS.adminAppActivated],
    ['approved-apps', 'deactivate', SUCCESS_TEXTS.adminAppDeactivated],
  ])(
    'opened on %s with status=%s, it still lands on submitted-apps (spec section 2)',
    async (tab, status, text) => {
      serveLists();
      const calls = serveStatusChange(42);
      const { router } = openAdmin(`/admin/apps/${tab}?appid=42&status=${status}`);
      await findSnackbar(text);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Submitted Apps' })).toBeInTheDocument();
      expect(calls).toHaveLength(1);
    },
  );

  it('rejects with the reason from the address', async () => {
    serveLists();
    const calls = serveStatusChange(42);
    openAdmin('/admin/apps?appid=42&status=rejected&reason=Demo%20is%20down');
    await findSnackbar(SUCCESS_TEXTS.adminAppRejected);
    expect(calls.map((q) => [q.get('newStatus'), q.get('reason')])).toEqual([['REJECTED', 'Demo is down']]);
  });

  it('sends an empty reason as absent', async () => {
    serveLists();
    const calls = serveStatusChange(42);
    openAdmin('/admin/apps/submitted-apps?appid=42&status=rejected&reason=');
    await findSnackbar(SUCCESS_TEXTS.adminAppRejected);
    expect(calls.map((q) => [q.get('newStatus'), q.has('reason')])).toEqual([['REJECTED', false]]);
  });

  it('says when the action failed and still goes to submitted-apps', async () => {
    serveLists();
    const calls = serveStatusChange(42, () => problem(409, 'Already decided', 'Conflict'));
    const { router } = openAdmin('/admin/apps?appid=42&status=approved');
    await findSnackbar(`${FAILURE_TEXTS.adminApproveApp} Already decided`, 'failure');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps'));
    expect(router.state.location.search).toBe('');
    expect(calls).toHaveLength(1);
  });

  it.each([
    'appid=abc&status=approved',
    'appid=42&status=published',
    'appid=42',
    'status=approved',
    'approved-apps:appid=42&status=published',
  ])('does nothing but show submitted-apps for %s', async (address) => {
    serveLists();
    const [tab, query] = address.includes(':') ? address.split(':') : ['', address];
    // No PATCH handler: a status change would be an unhandled request and fail the test.
    const { router } = openAdmin(`/admin/apps${tab ? `/${tab}` : ''}?${query}`);
    expect(await screen.findByText('There are no apps waiting for approval.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps');
    expect(router.state.location.search).toBe('');
  });

  it('performs the action once under React’s StrictMode', async () => {
    serveLists();
    const calls = serveStatusChange(42);
    const { router } = openAdmin('/admin/apps?appid=42&status=deactivate', true);
    await findSnackbar(SUCCESS_TEXTS.adminAppDeactivated);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('There are no apps waiting for approval.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
