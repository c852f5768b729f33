import {
  ADMIN_TEXTS,
  CONFIRM_TEXTS,
  FAILURE_TEXTS,
  REJECT_FORM_MESSAGES,
  SUCCESS_TEXTS,
  endpoints,
  formatDateTime,
  type AppDetails,
  type AuditListResponse,
} from '@showroom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { auditEntry, auditPage } from '../../../../test/admin-fixtures.ts';
import { stubDialogMethods } from '../../../../test/dialog-stub.ts';
import { appDetailsFixture, screenshotsFixture } from '../../../../test/catalogue-fixtures.ts';
import { apiUrl, server } from '../../../../test/msw-server.ts';
import { ADMIN, fakeAuth, renderApp, VENDOR, type FakeUserOptions } from '../../../../test/render-app.tsx';
import { findSnackbar, problem } from '../../../../test/vendor-journey.ts';

stubDialogMethods();

const NAME = 'Vitalis Vital Signs';

/** One app as GET /apps/11 (details) and GET /apps/11/preview return it, plus its history. */
function serveApp(
  app: { details?: AppDetails | Response; preview?: AppDetails },
  history: AuditListResponse | ((cursor: string | null) => AuditListResponse) = auditPage([]),
) {
  const audit: URLSearchParams[] = [];
  const published: string[] = [];
  server.use(
    http.get(apiUrl(endpoints.listAudit), ({ request }) => {
      const query = new URL(request.url).searchParams;
      audit.push(query);
      return HttpResponse.json(typeof history === 'function' ? history(query.get('cursor')) : history);
    }),
  );
  if (app.details) {
    const details = app.details;
    server.use(
      http.get(apiUrl(endpoints.getApp, { id: 11 }), () => {
        published.push('GET /apps/11');
        return details instanceof Response ? details : HttpResponse.json(details);
      }),
    );
  }
  if (app.preview) {
    const preview = app.preview;
    server.use(http.get(apiUrl(endpoints.getAppPreview, { id: 11 }), () => HttpResponse.json(preview)));
  }
  return { audit, published };
}

function serveStatusChange(answer: () => Response = () => HttpResponse.json(appDetailsFixture())) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.patch(apiUrl(endpoints.changeAppStatus, { id: 11 }), ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return calls;
}

const open = (path: string, user: FakeUserOptions | null = ADMIN) => ({
  ...renderApp({ path, auth: fakeAuth(user) }),
  user: userEvent.setup(),
});

const reviewActions = async () => screen.findByRole('group', { name: 'Review actions' });
const buttonNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);

const newAppInReview = appDetailsFixture({
  status: 'WAITING_FOR_APPROVAL',
  hasPublished: false,
  inProgressStatus: 'WAITING_FOR_APPROVAL',
});
const liveApp = appDetailsFixture({ status: 'ACTIVE', hasPublished: true, inProgressStatus: null });

describe('review actions on an app’s pages', () => {
  it('offers Approve and Reject on the preview of a new app in review', async () => {
    serveApp({ preview: newAppInReview });
    open('/appdetails/11/preview');
    expect(buttonNames(await reviewActions())).toEqual(['Approve', 'Reject']);
  });

  it.each([
    ['a published app', liveApp, ['Deactivate']],
    ['a deactivated app', appDetailsFixture({ status: 'DEACTIVATED', hasPublished: true }), ['Activate']],
  ])('offers the whole-app action on the details of %s', async (_what, app, buttons) => {
    serveApp({ details: app });
    open('/appdetails/11');
    expect(buttonNames(await reviewActions())).toEqual(buttons);
  });

  it('points from the published page to an update in review, which is approved on its preview', async () => {
    serveApp({
      details: appDetailsFixture({
        status: 'ACTIVE',
        hasPublished: true,
        inProgressStatus: 'WAITING_FOR_APPROVAL',
      }),
    });
    open('/appdetails/11');
    const group = await reviewActions();
    expect(buttonNames(group)).toEqual(['Deactivate']);
    expect(within(group).getByRole('link', { name: ADMIN_TEXTS.viewUpdate })).toHaveAttribute(
      'href',
      '/appdetails/11/preview',
    );
  });

  it.each([
    ['an anonymous visitor', null],
    ['a vendor', VENDOR],
  ])('shows %s no review actions', async (_who, user) => {
    serveApp({ details: liveApp });
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => problem(404, undefined, 'Not Found')));
    open('/appdetails/11', user);
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Review actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('approves, says so and goes to the submitted-apps tab', async () => {
    serveApp({ preview: newAppInReview });
    const calls = serveStatusChange();
    const { user, router } = open('/appdetails/11/preview');
    await user.click(within(await reviewActions()).getByRole('button', { name: 'Approve' }));
    await findSnackbar(SUCCESS_TEXTS.adminAppApproved);
    expect(calls.map((q) => [q.get('newStatus'), q.has('reason')])).toEqual([['ACTIVE', false]]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Submitted Apps' })).toBeInTheDocument();
  });

  it('rejects with a reason typed into the dialog; Reject stays disabled while the reason is empty', async () => {
    serveApp({ preview: newAppInReview });
    const calls = serveStatusChange();
    const { user, router } = open('/appdetails/11/preview');
    await user.click(within(await reviewActions()).getByRole('button', { name: 'Reject' }));

    const dialog = screen.getByRole('dialog', { name: 'Reason for Rejection:' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reason).toHaveFocus();
    expect(submit).toBeDisabled();
    await user.type(reason, '   ');
    // The form checks with the contract's schema asynchronously: wait for its verdict, not for the keystrokes.
    expect(await within(dialog).findByText(REJECT_FORM_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(reason);
    await user.type(reason, 'The demo link is broken');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await findSnackbar(SUCCESS_TEXTS.adminAppRejected);
    expect(calls.map((q) => [q.get('newStatus'), q.get('reason')])).toEqual([
      ['REJECTED', 'The demo link is broken'],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps'));
  });

  it('closes the dialog with Cancel or Escape, sends nothing and gives focus back to Reject', async () => {
    serveApp({ preview: newAppInReview });
    const { user } = open('/appdetails/11/preview');
    const reject = within(await reviewActions()).getByRole('button', { name: 'Reject' });

    await user.click(reject);
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Reason' }), 'Not yet');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reject).toHaveFocus();

    await user.click(reject);
    // Escape makes the browser fire `cancel` on an open modal dialog.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reject).toHaveFocus();
    // No PATCH handler: a status change would have been an unhandled request and failed the test.
  });

  it('deactivates only after the browser’s confirmation, then goes to the submitted-apps tab', async () => {
    serveApp({ details: liveApp });
    const calls = serveStatusChange();
    const { user, router } = open('/appdetails/11');
    const deactivate = within(await reviewActions()).getByRole('button', { name: 'Deactivate' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

    await user.click(deactivate);
    expect(confirm).toHaveBeenLastCalledWith(CONFIRM_TEXTS.adminDeactivateApp);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/appdetails/11');

    await user.click(deactivate);
    expect(confirm).toHaveBeenCalledTimes(2);
    await findSnackbar(SUCCESS_TEXTS.adminAppDeactivated);
    expect(calls.map((q) => q.get('newStatus'))).toEqual(['DEACTIVATED']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps'));
  });

  it('activates after the browser’s confirmation through the approve call', async () => {
    serveApp({ details: appDetailsFixture({ status: 'DEACTIVATED', hasPublished: true }) });
    const calls = serveStatusChange();
    const { user, router } = open('/appdetails/11');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    await user.click(within(await reviewActions()).getByRole('button', { name: 'Activate' }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM_TEXTS.adminActivateApp);
    await findSnackbar(SUCCESS_TEXTS.adminAppActivated);
    expect(calls.map((q) => q.get('newStatus'))).toEqual(['ACTIVE']);
    // Spec section 4: submitted-apps after every admin action on an app, also after Activate.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps'));
  });

  it('says when the action failed and still goes to the submitted-apps tab', async () => {
    serveApp({ details: liveApp });
    serveStatusChange(() => problem(500, undefined, 'Internal Server Error'));
    const { user, router } = open('/appdetails/11');
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    await user.click(within(await reviewActions()).getByRole('button', { name: 'Deactivate' }));
    await findSnackbar(FAILURE_TEXTS.adminDeactivateApp, 'failure');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/apps/submitted-apps'));
  });
});

describe('change view on the preview of an update', () => {
  const shots = screenshotsFixture(3);
  const [s1, s2, s3] = shots as [(typeof shots)[0], (typeof shots)[0], (typeof shots)[0]];
  const published = appDetailsFixture({
    status: 'ACTIVE',
    hasPublished: true,
    inProgressStatus: 'WAITING_FOR_APPROVAL',
    descriptionShort: 'Record vital signs at the bedside.',
    version: '3.2.0',
    repoUrl: null,
    icon: '/api/media/old-icon.webp',
    screenshots: [s1, s2],
  });
  const update: AppDetails = {
    ...published,
    status: 'WAITING_FOR_APPROVAL',
    descriptionShort: 'Record and chart vital signs at the bedside.',
    version: '3.3.0',
    repoUrl: 'https://github.com/vitalis/vital-signs',
    icon: '/api/media/new-icon.webp',
    screenshots: [s1, s3],
    removedImages: [s2.id],
  };

  const changes = async () => {
    const heading = await screen.findByRole('heading', { level: 2, name: ADMIN_TEXTS.changesHeading });
    return heading.closest('section') as HTMLElement;
  };

  it('shows each changed text side by side, marks the words, and names the unchanged ones', async () => {
    serveApp({ details: published, preview: update });
    open('/appdetails/11/preview');
    const view = await changes();
    const table = await within(view).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Published', 'Proposed']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Short description Changed',
      'Repository URL Changed',
      'Version Changed',
    ]);

    const [short, repo, version] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const [before, after] = within(short).getAllByRole('cell') as [HTMLElement, HTMLElement];
    expect(before).toHaveTextContent('Record vital signs at the bedside.');
    expect(after).toHaveTextContent('Record and chart vital signs at the bedside.');
    expect(after.querySelector('ins')).toHaveTextContent('and chart');
    expect(before.querySelector('del')).toBeNull();
    expect(within(repo).getAllByRole('cell')[0]).toHaveTextContent('(empty)');
    expect(within(version).getAllByRole('cell')[0]?.querySelector('del')).toHaveTextContent('3.2.0');
    expect(within(version).getAllByRole('cell')[1]?.querySelector('ins')).toHaveTextContent('3.3.0');
    expect(
      within(view).getByText(`${ADMIN_TEXTS.unchangedFields} Name, Description, Demo URL`),
    ).toBeInTheDocument();
  });

  it('shows the icon change and the screenshots added and removed as thumbnails', async () => {
    serveApp({ details: published, preview: update });
    open('/appdetails/11/preview');
    const view = await changes();
    expect(await within(view).findByRole('img', { name: ADMIN_TEXTS.publishedIcon })).toHaveAttribute(
      'src',
      '/api/media/old-icon.webp',
    );
    expect(within(view).getByRole('img', { name: ADMIN_TEXTS.proposedIcon })).toHaveAttribute(
      'src',
      '/api/media/new-icon.webp',
    );
    const added = within(view).getByRole('list', { name: `${ADMIN_TEXTS.screenshotsAdded} (1)` });
    expect(within(added).getByRole('img', { name: 'Added screenshot 1' })).toHaveAttribute(
      'src',
      s3.thumbUrl,
    );
    const removed = within(view).getByRole('list', { name: `${ADMIN_TEXTS.screenshotsRemoved} (1)` });
    expect(within(removed).getByRole('img', { name: 'Removed screenshot 1' })).toHaveAttribute(
      'src',
      s2.thumbUrl,
    );
  });

  it('says when an update changes nothing that is shown', async () => {
    serveApp({ details: published, preview: { ...published, status: 'WAITING_FOR_APPROVAL' } });
    open('/appdetails/11/preview');
    const view = await changes();
    expect(await within(view).findByText(ADMIN_TEXTS.noChanges)).toBeInTheDocument();
    expect(within(view).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the published version could not be loaded', async () => {
    serveApp({ details: problem(500, undefined, 'Internal Server Error'), preview: update });
    open('/appdetails/11/preview');
    const view = await changes();
    expect(await within(view).findByText(ADMIN_TEXTS.changesLoadFailed)).toBeInTheDocument();
  });

  it('is not shown, and the published version not asked for, on the preview of a new app', async () => {
    const { published: asked } = serveApp({ details: liveApp, preview: newAppInReview });
    open('/appdetails/11/preview');
    await reviewActions();
    expect(
      await screen.findByRole('heading', { level: 2, name: ADMIN_TEXTS.historyHeading }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ADMIN_TEXTS.changesHeading })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('history on the preview', () => {
  const history = (heading: HTMLElement) => heading.closest('section') as HTMLElement;

  it('lists who did what when, from which status to which, and why', async () => {
    const rejected = auditEntry(3, {
      at: '2026-11-03T14:07:00.000Z',
      action: 'reject',
      fromStatus: 'WAITING_FOR_APPROVAL',
      toStatus: 'REJECTED',
      reason: 'Screenshots missing',
    });
    const created = auditEntry(1, {
      at: '2026-11-01T08:00:00.000Z',
      actor: { subject: 'sub-vendor', email: null },
      action: 'create',
      fromStatus: null,
      toStatus: null,
    });
    const { audit } = serveApp({ preview: newAppInReview }, auditPage([rejected, created]));
    open('/appdetails/11/preview');
    const section = history(
      await screen.findByRole('heading', { level: 2, name: ADMIN_TEXTS.historyHeading }),
    );
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      `${formatDateTime(rejected.at)} admin@showroom.test Rejected In review → to Rejected` +
        'Reason: Screenshots missing',
      `${formatDateTime(created.at)} sub-vendor Created`,
    ]);
    expect(within(items[0] as HTMLElement).getByText(formatDateTime(rejected.at))).toHaveAttribute(
      'datetime',
      rejected.at,
    );
    expect(formatDateTime(rejected.at)).toMatch(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}$/);
    expect(audit.map((q) => [q.get('appId'), q.get('limit'), q.has('cursor')])).toEqual([
      ['11', '10', false],
    ]);
    expect(within(section).queryByRole('button', { name: ADMIN_TEXTS.showMore })).not.toBeInTheDocument();
  });

  it('pages back in time with Show more', async () => {
    const pages: Record<string, AuditListResponse> = {
      first: auditPage([auditEntry(9, { action: 'approve' })], 'cursor-2'),
      'cursor-2': auditPage([
        auditEntry(4, { action: 'submit', fromStatus: 'DRAFT', toStatus: 'WAITING_FOR_APPROVAL' }),
      ]),
    };
    const { audit } = serveApp(
      { preview: newAppInReview },
      (cursor) => pages[cursor ?? 'first'] ?? auditPage([]),
    );
    const { user } = open('/appdetails/11/preview');
    const section = history(
      await screen.findByRole('heading', { level: 2, name: ADMIN_TEXTS.historyHeading }),
    );
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    await user.click(within(section).getByRole('button', { name: ADMIN_TEXTS.showMore }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Submitted Draft → to In review');
    expect(audit.map((q) => q.get('cursor'))).toEqual([null, 'cursor-2']);
    expect(within(section).queryByRole('button', { name: ADMIN_TEXTS.showMore })).not.toBeInTheDocument();
  });

  it('says when there is no history yet', async () => {
    serveApp({ preview: newAppInReview });
    open('/appdetails/11/preview');
    expect(await screen.findByText(ADMIN_TEXTS.historyEmpty)).toBeInTheDocument();
  });
});
