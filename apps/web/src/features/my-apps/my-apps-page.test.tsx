import {
  APP_STATUSES,
  CONFIRM_TEXTS,
  DISCARD_UPDATE_TEXTS,
  FAILURE_TEXTS,
  MY_APPS_TEXTS,
  MY_APPS_VENDOR_TEXTS,
  SUCCESS_TEXTS,
  UI_TEXTS,
  endpoints,
  type AppCard,
  type AppStatus,
  type VendorStatus,
} from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { VENDOR, fakeAuth, renderApp } from '../../../test/render-app.tsx';
import { appDetailsFixture, findSnackbar, problem, vendorCard } from '../../../test/vendor-journey.ts';

function openMyApps(
  cards: AppCard[] | (() => AppCard[]),
  vendorStatus: VendorStatus = 'APPROVED',
  totals: Readonly<Record<number, { views: number; demoClicks: number }>> = {},
) {
  const list = typeof cards === 'function' ? cards : () => cards;
  server.use(
    http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ status: vendorStatus }))),
    http.get(apiUrl(endpoints.listVendorApps), () => HttpResponse.json(list())),
    http.get(apiUrl(endpoints.getMyVendorStatistics), () =>
      HttpResponse.json({
        from: '2026-08-29',
        to: '2026-11-26',
        apps: list().map((c) => ({ appId: c.id, ...(totals[c.id] ?? { views: 0, demoClicks: 0 }) })),
      }),
    ),
  );
  const view = renderApp({ path: '/my-apps', auth: fakeAuth(VENDOR) });
  return { ...view, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

async function openActions(user: ReturnType<typeof userEvent.setup>, appName: string) {
  const article = await screen.findByRole('article', { name: appName });
  await user.click(within(article).getByRole('button', { name: 'App actions' }));
  return within(article).getByRole('menu', { name: 'App actions' });
}

/** The browser's own confirmation (spec section 5), answered as given; no styled dialog opens instead. */
const answerConfirm = (...answers: boolean[]) => {
  const confirm = vi.spyOn(window, 'confirm');
  for (const answer of answers) confirm.mockReturnValueOnce(answer);
  return confirm;
};

describe('my apps for a vendor waiting for approval', () => {
  it('lists the apps without `Add new app` and says why', async () => {
    openMyApps(
      [vendorCard(1, { inProgress: { name: 'Early app', status: 'DRAFT' } })],
      'WAITING_FOR_APPROVAL',
    );
    expect(await screen.findByRole('article', { name: 'Early app' })).toBeInTheDocument();
    expect(screen.getByText(MY_APPS_TEXTS.addAfterApproval)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: UI_TEXTS.addNewApp })).not.toBeInTheDocument();
  });

  it('offers `Add new app` once the vendor is approved, without the waiting notice', async () => {
    openMyApps([], 'APPROVED');
    expect(await screen.findByRole('link', { name: UI_TEXTS.addNewApp })).toBeInTheDocument();
    expect(screen.queryByText(MY_APPS_TEXTS.addAfterApproval)).not.toBeInTheDocument();
  });
});

describe('my apps list', () => {
  it('shows each card’s status as a ribbon label, in the update wording while a published version exists', async () => {
    openMyApps([
      vendorCard(1, { inProgress: { name: 'Draft app', status: 'DRAFT' } }),
      vendorCard(2, { inProgress: { name: 'Review app', status: 'WAITING_FOR_APPROVAL' } }),
      vendorCard(3, { published: { name: 'Live app', status: 'ACTIVE' } }),
      vendorCard(4, { inProgress: { name: 'Refused app', status: 'REJECTED' } }),
      vendorCard(5, { published: { name: 'Old app', status: 'DEACTIVATED' } }),
      vendorCard(6, {
        published: { name: 'Live 6', status: 'ACTIVE' },
        inProgress: { name: 'Draft 6', status: 'DRAFT' },
      }),
      vendorCard(7, {
        published: { name: 'Live 7', status: 'ACTIVE' },
        inProgress: { name: 'Review 7', status: 'WAITING_FOR_APPROVAL' },
      }),
      vendorCard(8, {
        published: { name: 'Live 8', status: 'ACTIVE' },
        inProgress: { name: 'Refused 8', status: 'REJECTED' },
      }),
    ]);
    const expected: [string, string, string, boolean][] = [
      ['Draft app', 'Draft', 'warning', false],
      ['Review app', 'In review', 'warning', false],
      ['Live app', 'Published', 'info', false],
      ['Refused app', 'Rejected', 'error', false],
      ['Old app', 'Deactivated', 'error', false],
      // The card shows the in-progress version, named as it will be once published, with the spec's
      // label for it and the live marker beside it (the published version is ACTIVE).
      ['Draft 6', 'New draft', 'warning', true],
      ['Review 7', 'Update in review', 'warning', true],
      ['Refused 8', 'Update rejected', 'error', true],
    ];
    await screen.findByRole('article', { name: 'Draft app' });
    for (const [name, label, ribbon, live] of expected) {
      // Read as a screen reader reads it: 'Status: New draft'.
      expect(within(card(name)).getByText(label).closest('p')).toHaveTextContent(`Status: ${label}`);
      expect(card(name)).toHaveAttribute('data-ribbon', ribbon);
      if (live) expect(within(card(name)).getByText('Live', { exact: true })).toBeInTheDocument();
      else expect(within(card(name)).queryByText('Live', { exact: true })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('article', { name: 'Live 6' })).not.toBeInTheDocument();
  });

  it('links Add new app to the editor for a new app, and Preview to the in-progress version', async () => {
    openMyApps([vendorCard(3, { published: { name: 'Live app', status: 'ACTIVE' } })]);
    expect(await screen.findByRole('link', { name: UI_TEXTS.addNewApp })).toHaveAttribute(
      'href',
      '/my-apps/edit/new/info',
    );
    expect(
      within(await screen.findByRole('article', { name: 'Live app' })).getByRole('link', { name: 'Preview' }),
    ).toHaveAttribute('href', '/appdetails/3/preview');
  });

  it('still offers Add new app to a vendor without apps', async () => {
    openMyApps([]);
    expect(await screen.findByRole('link', { name: UI_TEXTS.addNewApp })).toBeInTheDocument();
  });

  it.each(['DRAFT', 'REJECTED', 'DEACTIVATED'] as const)(
    'shows a %s vendor its message instead of the apps',
    async (status) => {
      const listed = vi.fn(() => [vendorCard(3, { published: { name: 'Live app', status: 'ACTIVE' } })]);
      openMyApps(listed, status);
      expect(await screen.findByText(MY_APPS_VENDOR_TEXTS[status])).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: UI_TEXTS.addNewApp })).not.toBeInTheDocument();
      expect(listed).not.toHaveBeenCalled();
    },
  );

  it('names the support contact, as a mailto link, beside "Please contact the support" (issue 19)', async () => {
    openMyApps([], 'DEACTIVATED');
    await screen.findByText(MY_APPS_VENDOR_TEXTS.DEACTIVATED);
    // The test configuration's SUPPORT_EMAIL (test/fixtures.ts).
    expect(screen.getByRole('link', { name: 'support@showroom.test' })).toHaveAttribute(
      'href',
      'mailto:support@showroom.test',
    );
  });

  it('gives no support link where the message does not send the vendor to the support', async () => {
    openMyApps([], 'REJECTED');
    await screen.findByText(MY_APPS_VENDOR_TEXTS.REJECTED);
    expect(screen.queryByRole('link', { name: /support@/ })).not.toBeInTheDocument();
  });

  it('shows inside a rejected card why, worded for the update or the app (issue 19)', async () => {
    openMyApps([
      {
        ...vendorCard(8, {
          published: { name: 'Live 8', status: 'ACTIVE', version: '1.0.0' },
          inProgress: { name: 'Refused 8', status: 'REJECTED' },
        }),
        rejection: { reason: 'The demo link is broken.', update: true, liveVersion: '1.0.0' },
      },
      {
        ...vendorCard(4, { inProgress: { name: 'Refused app', status: 'REJECTED' } }),
        rejection: { reason: 'No screenshots.', update: false, liveVersion: null },
      },
    ]);
    // Inside the card (its article), at its full width, not beside it.
    const update = await screen.findByRole('article', { name: 'Refused 8' });
    expect(within(update).getByText('Your update was rejected:').closest('p')).toHaveTextContent(
      'Your update was rejected: The demo link is broken.',
    );
    expect(within(update).getByText('Version 1.0.0 stays live.')).toBeInTheDocument();
    const app = card('Refused app');
    expect(within(app).getByText('Your app was rejected:').closest('p')).toHaveTextContent(
      'Your app was rejected: No screenshots.',
    );
    expect(within(app).queryByText(/stays live/)).not.toBeInTheDocument();
  });

  it('lists the apps of a vendor waiting for approval', async () => {
    openMyApps(
      [vendorCard(3, { published: { name: 'Live app', status: 'ACTIVE' } })],
      'WAITING_FOR_APPROVAL',
    );
    expect(await screen.findByRole('article', { name: 'Live app' })).toBeInTheDocument();
  });

  it('sends a user whose vendor cannot be loaded to my-vendor-info', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => problem(404, undefined, 'Not Found')));
    const { router } = renderApp({ path: '/my-apps', auth: fakeAuth(VENDOR) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-vendor-info'));
  });

  it('says when the apps could not be loaded', async () => {
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())),
      http.get(apiUrl(endpoints.listVendorApps), () => problem(500, undefined, 'Internal Server Error')),
    );
    renderApp({ path: '/my-apps', auth: fakeAuth(VENDOR) });
    await findSnackbar(FAILURE_TEXTS.loadMyApps, 'failure');
  });
});

describe('app actions menu', () => {
  const expectations: Record<
    AppStatus,
    { edit: boolean; remove: 'Delete' | 'Deactivate'; removeEnabled: boolean }
  > = {
    DRAFT: { edit: true, remove: 'Delete', removeEnabled: true },
    WAITING_FOR_APPROVAL: { edit: false, remove: 'Deactivate', removeEnabled: false },
    ACTIVE: { edit: true, remove: 'Deactivate', removeEnabled: true },
    REJECTED: { edit: true, remove: 'Deactivate', removeEnabled: true },
    DEACTIVATED: { edit: false, remove: 'Deactivate', removeEnabled: false },
  };

  it.each(APP_STATUSES)(
    'offers the entries of a %s app, disabled ones marked aria-disabled',
    async (status) => {
      const { user } = openMyApps([vendorCard(9, { inProgress: { name: 'The app', status } })]);
      const menu = await openActions(user, 'The app');
      const want = expectations[status];
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual(['Edit', want.remove, 'Statistics']);
      const [edit, remove] = items;
      if (want.edit) expect(edit).not.toHaveAttribute('aria-disabled');
      else expect(edit).toHaveAttribute('aria-disabled', 'true');
      if (want.removeEnabled) expect(remove).not.toHaveAttribute('aria-disabled');
      else expect(remove).toHaveAttribute('aria-disabled', 'true');
    },
  );

  it('shows each app’s views and demo clicks of the last 90 days inside its card, and opens its statistics', async () => {
    const { user, router } = openMyApps(
      [
        vendorCard(9, { published: { name: 'Counted app', status: 'ACTIVE' } }),
        vendorCard(10, { inProgress: { name: 'New app', status: 'DRAFT' } }),
      ],
      'APPROVED',
      { 9: { views: 12, demoClicks: 1 } },
    );
    const counted = await screen.findByText('12 views · 1 demo click (last 90 days)');
    expect(card('Counted app')).toContainElement(counted);
    expect(await screen.findByText('0 views · 0 demo clicks (last 90 days)')).toBeInTheDocument();
    server.use(
      http.get(apiUrl(endpoints.getAppStatistics, { id: 9 }), () =>
        HttpResponse.json({
          appId: 9,
          name: 'Counted app',
          from: '2026-11-26',
          to: '2026-11-26',
          totals: { views: 12, demoClicks: 1 },
          series: [{ day: '2026-11-26', views: 12, demoClicks: 1 }],
        }),
      ),
    );
    const menu = await openActions(user, 'Counted app');
    await user.click(within(menu).getByRole('menuitem', { name: 'Statistics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/9/statistics'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistics: Counted app' }),
    ).toBeInTheDocument();
  });

  it('opens the editor’s info step from Edit', async () => {
    const { user, router } = openMyApps([
      vendorCard(9, { inProgress: { name: 'The app', status: 'REJECTED' } }),
    ]);
    server.use(
      http.get(apiUrl(endpoints.getAppPreview, { id: 9 }), () =>
        HttpResponse.json(appDetailsFixture({ id: 9, name: 'The app', status: 'REJECTED' })),
      ),
      http.get(apiUrl(endpoints.getAppReasons, { id: 9 }), () => HttpResponse.json([])),
    );
    const menu = await openActions(user, 'The app');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/9/info'));
  });

  it('does nothing for a disabled Edit', async () => {
    const { user, router } = openMyApps([
      vendorCard(9, { inProgress: { name: 'The app', status: 'WAITING_FOR_APPROVAL' } }),
    ]);
    const menu = await openActions(user, 'The app');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe('/my-apps');
  });

  it('deletes a draft only after the confirmation, says so and refreshes the list', async () => {
    let cards = [
      vendorCard(9, { inProgress: { name: 'The app', status: 'DRAFT' } }),
      vendorCard(10, { inProgress: { name: 'Other', status: 'DRAFT' } }),
    ];
    const deleted: string[] = [];
    const { user } = openMyApps(() => cards);
    server.use(
      http.delete(apiUrl(endpoints.deleteApp, { id: 9 }), ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        cards = cards.filter((c) => c.id !== 9);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const confirm = answerConfirm(false, true);
    await user.click(within(await openActions(user, 'The app')).getByRole('menuitem', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith(CONFIRM_TEXTS.deleteApp);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(within(await openActions(user, 'The app')).getByRole('menuitem', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    await findSnackbar(SUCCESS_TEXTS.appDeleted);
    expect(deleted).toEqual(['/api/apps/9']);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'The app' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Other' })).toBeInTheDocument();
  });

  it('names discarding a live app’s draft update for what it does, and says which version stays live', async () => {
    let cards = [
      vendorCard(9, {
        published: { name: 'Live app', status: 'ACTIVE', version: '1.0.0' },
        inProgress: { name: 'Live app', status: 'DRAFT', version: '1.1.0' },
      }),
    ];
    const deleted: string[] = [];
    const { user } = openMyApps(() => cards);
    server.use(
      http.delete(apiUrl(endpoints.deleteApp, { id: 9 }), ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        cards = [vendorCard(9, { published: { name: 'Live app', status: 'ACTIVE', version: '1.0.0' } })];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const confirm = answerConfirm(true);
    const menu = await openActions(user, 'Live app');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: DISCARD_UPDATE_TEXTS.menuItem }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to discard this update? Version 1.0.0 stays live.',
    );
    await findSnackbar('Your update was discarded; version 1.0.0 stays live');
    expect(screen.queryByText(SUCCESS_TEXTS.appDeleted)).not.toBeInTheDocument();
    expect(deleted).toEqual(['/api/apps/9']);
    // The live app stays, now without its draft.
    await waitFor(async () =>
      expect(
        within(await openActions(user, 'Live app')).getByRole('menuitem', { name: 'Deactivate' }),
      ).toBeInTheDocument(),
    );
  });

  it('says when the delete failed, with status and status text', async () => {
    const { user } = openMyApps([vendorCard(9, { inProgress: { name: 'The app', status: 'DRAFT' } })]);
    server.use(http.delete(apiUrl(endpoints.deleteApp, { id: 9 }), () => problem(409, 'No', 'Conflict')));
    answerConfirm(true);
    await user.click(within(await openActions(user, 'The app')).getByRole('menuitem', { name: 'Delete' }));
    await findSnackbar(`${FAILURE_TEXTS.deleteApp} Status: 409 - Conflict No`, 'failure');
  });

  it('deactivates a published app after the confirmation and shows it deactivated', async () => {
    let status: AppStatus = 'ACTIVE';
    let newStatus: string | null = null;
    const { user } = openMyApps(() => [vendorCard(9, { published: { name: 'The app', status } })]);
    server.use(
      http.patch(apiUrl(endpoints.changeAppStatus, { id: 9 }), ({ request }) => {
        newStatus = new URL(request.url).searchParams.get('newStatus');
        status = 'DEACTIVATED';
        return HttpResponse.json(appDetailsFixture({ id: 9, status: 'DEACTIVATED' }));
      }),
    );
    const confirm = answerConfirm(true);
    await user.click(
      within(await openActions(user, 'The app')).getByRole('menuitem', { name: 'Deactivate' }),
    );
    expect(confirm).toHaveBeenCalledWith(CONFIRM_TEXTS.deactivateApp);
    await findSnackbar(SUCCESS_TEXTS.appDeactivated);
    expect(newStatus).toBe('DEACTIVATED');
    await waitFor(() => expect(within(card('The app')).getByText('Deactivated')).toBeInTheDocument());
  });

  it('sends nothing when the deactivation is not confirmed', async () => {
    const { user } = openMyApps([vendorCard(9, { published: { name: 'The app', status: 'ACTIVE' } })]);
    const patched = vi.fn(() => HttpResponse.json(appDetailsFixture()));
    server.use(http.patch(apiUrl(endpoints.changeAppStatus, { id: 9 }), patched));
    const confirm = answerConfirm(false);
    await user.click(
      within(await openActions(user, 'The app')).getByRole('menuitem', { name: 'Deactivate' }),
    );
    expect(confirm).toHaveBeenCalledWith(CONFIRM_TEXTS.deactivateApp);
    // The menu has closed and given focus back to the card's menu button.
    expect(within(card('The app')).getByRole('button', { name: MY_APPS_TEXTS.appActions })).toHaveFocus();
    expect(patched).not.toHaveBeenCalled();
  });

  it('says when the deactivation failed, with status and status text', async () => {
    const { user } = openMyApps([vendorCard(9, { inProgress: { name: 'The app', status: 'REJECTED' } })]);
    server.use(
      http.patch(apiUrl(endpoints.changeAppStatus, { id: 9 }), () =>
        problem(500, undefined, 'Internal Server Error'),
      ),
    );
    answerConfirm(true);
    await user.click(
      within(await openActions(user, 'The app')).getByRole('menuitem', { name: 'Deactivate' }),
    );
    await findSnackbar(`${FAILURE_TEXTS.deactivateApp} Status: 500 - Internal Server Error`, 'failure');
  });

  it('never asks to confirm a disabled Deactivate', async () => {
    const { user } = openMyApps([vendorCard(9, { published: { name: 'The app', status: 'DEACTIVATED' } })]);
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(
      within(await openActions(user, 'The app')).getByRole('menuitem', { name: 'Deactivate' }),
    );
    expect(confirm).not.toHaveBeenCalled();
  });
});
