import {
  adminListEmptyText,
  ADMIN_TEXTS,
  ADMIN_VENDOR_TABS,
  FAILURE_TEXTS,
  SUCCESS_TEXTS,
  endpoints,
  type Vendor,
} from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminVendor, auditEntry, auditPage } from '../../../test/admin-fixtures.ts';
import { stubDialogMethods } from '../../../test/dialog-stub.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { ADMIN, fakeAuth, renderApp } from '../../../test/render-app.tsx';
import { findSnackbar, problem } from '../../../test/vendor-journey.ts';

stubDialogMethods();

/** Answers GET /vendors per status (the approved list has none) and counts the calls. */
function serveVendors(lists: Partial<Record<string, Vendor[] | (() => Vendor[]) | Response>>) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(apiUrl(endpoints.listVendors), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status);
      const answer = lists[status ?? 'approved'] ?? [];
      if (answer instanceof Response) return answer;
      return HttpResponse.json(typeof answer === 'function' ? answer() : answer);
    }),
  );
  return asked;
}

function serveStatusChange(
  vendorId: number,
  answer: () => Response = () => HttpResponse.json(adminVendor(vendorId)),
) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.patch(apiUrl(endpoints.changeVendorStatus, { id: vendorId }), ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return calls;
}

const open = (path: string, strict = false) => ({
  ...renderApp({ path, auth: fakeAuth(ADMIN), strict }),
  user: userEvent.setup(),
});

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;

describe('admin vendor lists', () => {
  it.each(
    ADMIN_VENDOR_TABS.map((t) => [t.path, t.title, t.status ?? null, adminListEmptyText(t.path)] as const),
  )(
    '%s: heads the page with its title, marks its tab current, calls its list and says when it is empty',
    async (path, title, status, emptyText) => {
      const asked = serveVendors({});
      open(`/admin/vendors/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByText(emptyText)).toBeInTheDocument();
      expect(asked).toEqual([status]);
      const tabs = within(screen.getByRole('navigation', { name: 'Vendor lists' })).getAllByRole('link');
      expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-current')])).toEqual([
        ['Submitted Vendors', path === 'submitted-vendors' ? 'page' : null],
        ['Approved Vendors', path === 'approved-vendors' ? 'page' : null],
        ['Rejected Vendors', path === 'rejected-vendors' ? 'page' : null],
      ]);
    },
  );

  it('shows the submitted vendors in a table with an action column on a 7-column grid', async () => {
    serveVendors({ WAITING_FOR_APPROVAL: [adminVendor(1)] });
    open('/admin/vendors/submitted-vendors');
    const table = await screen.findByRole('table', { name: ADMIN_TEXTS.vendorTableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Icon', 'Name', 'Description', 'Email & Website', 'Actions']);
    expect(table.style.getPropertyValue('--vendor-columns')).toBe('7');
  });

  it('shows the approved vendors without actions on the 6-column grid', async () => {
    serveVendors({ approved: [adminVendor(2, { status: 'APPROVED' })] });
    open('/admin/vendors/approved-vendors');
    const table = await screen.findByRole('table', { name: ADMIN_TEXTS.vendorTableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Icon', 'Name', 'Description', 'Email & Website']);
    expect(table.style.getPropertyValue('--vendor-columns')).toBe('6');
    expect(within(table).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows each vendor’s icon, name, description, e-mail and website (in a new tab)', async () => {
    serveVendors({
      WAITING_FOR_APPROVAL: [adminVendor(1, { name: 'Fjord Health' }), adminVendor(2, { imageUrl: null })],
    });
    open('/admin/vendors/submitted-vendors');
    const row = await rowOf('Fjord Health');
    expect(within(row).getByRole('img', { name: 'Vendor icon of Fjord Health' })).toHaveAttribute(
      'src',
      '/api/media/vendor1.webp?t=1',
    );
    expect(within(row).getByText('What vendor 1 builds.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'hello@vendor1.example' })).toHaveAttribute(
      'href',
      'mailto:hello@vendor1.example',
    );
    const website = within(row).getByRole('link', { name: 'vendor1.example (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://vendor1.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(row).queryByText(/^Reason for last Rejection/)).not.toBeInTheDocument();

    const noIcon = await rowOf('Vendor 2');
    expect(within(noIcon).queryByRole('img', { name: /^Vendor icon of/ })).not.toBeInTheDocument();
    expect(within(noIcon).getByRole('img', { name: ADMIN_TEXTS.noVendorIcon })).toBeInTheDocument();
  });

  it('shows the reason of a vendor’s last rejection', async () => {
    serveVendors({
      WAITING_FOR_APPROVAL: [adminVendor(3, { name: 'Second Try', reason: 'Website unreachable' })],
    });
    open('/admin/vendors/submitted-vendors');
    const row = await rowOf('Second Try');
    const label = within(row).getByText('Reason for last Rejection of Second Try:');
    expect(label.nextElementSibling).toHaveTextContent('Website unreachable');
  });

  it('says when the vendors could not be loaded, as the apps list does', async () => {
    serveVendors({ WAITING_FOR_APPROVAL: problem(500, undefined, 'Internal Server Error') });
    open('/admin/vendors/submitted-vendors');
    await findSnackbar(`${FAILURE_TEXTS.loadVendors} Status: 500 - Internal Server Error`, 'failure');
    expect(FAILURE_TEXTS.loadVendors).toBe('There was an error loading the apps.');
  });
});

describe('vendor review actions', () => {
  it('approves a vendor, says so and reloads the list', async () => {
    let waiting = [adminVendor(1, { name: 'Fjord Health' }), adminVendor(2)];
    const asked = serveVendors({ WAITING_FOR_APPROVAL: () => waiting });
    const calls = serveStatusChange(1, () => {
      waiting = waiting.filter((v) => v.id !== 1);
      return HttpResponse.json(adminVendor(1, { status: 'APPROVED' }));
    });
    const { user } = open('/admin/vendors/submitted-vendors');
    await user.click(within(await rowOf('Fjord Health')).getByRole('button', { name: 'Approve' }));
    await findSnackbar(SUCCESS_TEXTS.adminVendorApproved);
    expect(calls.map((q) => [q.get('newStatus'), q.has('reason')])).toEqual([['APPROVED', false]]);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /^Fjord Health/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: /^Vendor 2/ })).toBeInTheDocument();
    expect(asked).toEqual(['WAITING_FOR_APPROVAL', 'WAITING_FOR_APPROVAL']);
  });

  it('rejects a vendor with the reason from the dialog, says so and reloads the list', async () => {
    const asked = serveVendors({ WAITING_FOR_APPROVAL: [adminVendor(1, { name: 'Fjord Health' })] });
    const calls = serveStatusChange(1);
    const { user } = open('/admin/vendors/submitted-vendors');
    await user.click(within(await rowOf('Fjord Health')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reason for Rejection:' });
    expect(dialog).toHaveAccessibleDescription('Fjord Health');
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Please add a real website');
    // The form checks the reason asynchronously (the contract's schema); Reject is enabled once it has.
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await findSnackbar(SUCCESS_TEXTS.adminVendorRejected);
    expect(calls.map((q) => [q.get('newStatus'), q.get('reason')])).toEqual([
      ['REJECTED', 'Please add a real website'],
    ]);
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it.each([
    ['Approve', FAILURE_TEXTS.adminApproveVendor],
    ['Reject', FAILURE_TEXTS.adminRejectVendor],
  ])('says when %s failed', async (button, text) => {
    serveVendors({ WAITING_FOR_APPROVAL: [adminVendor(1, { name: 'Fjord Health' })] });
    serveStatusChange(1, () => problem(409, 'Already decided', 'Conflict'));
    const { user } = open('/admin/vendors/submitted-vendors');
    await user.click(within(await rowOf('Fjord Health')).getByRole('button', { name: button }));
    if (button === 'Reject') {
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No');
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    }
    // The API's reason follows the catalogue's text.
    await findSnackbar(`${text} Already decided`, 'failure');
  });

  it('offers Approve and Reject only for vendors waiting for approval', async () => {
    serveVendors({
      WAITING_FOR_APPROVAL: [
        adminVendor(1, { name: 'Waiting' }),
        adminVendor(2, { name: 'Moved On', status: 'APPROVED' }),
      ],
    });
    open('/admin/vendors/submitted-vendors');
    expect(
      within(await rowOf('Waiting'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([ADMIN_TEXTS.showHistory, 'Approve', 'Reject']);
    expect(
      within(await rowOf('Moved On'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([ADMIN_TEXTS.showHistory]);
  });
});

describe('vendor history', () => {
  it('opens below the row, lists the vendor’s and its apps’ entries, and pages with Show more', async () => {
    serveVendors({ approved: [adminVendor(5, { name: 'Fjord Health', status: 'APPROVED' })] });
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl(endpoints.listAudit), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json(
          query.get('cursor') === 'next'
            ? auditPage([
                auditEntry(1, {
                  subjectType: 'vendor',
                  subjectId: 5,
                  action: 'submit',
                  fromStatus: 'DRAFT',
                  toStatus: 'WAITING_FOR_APPROVAL',
                }),
              ])
            : auditPage(
                [
                  auditEntry(8, {
                    subjectType: 'app',
                    subjectId: 13,
                    subjectExists: false,
                    action: 'delete',
                    fromStatus: 'DRAFT',
                    toStatus: null,
                  }),
                  auditEntry(7, { subjectType: 'app', subjectId: 12, action: 'approve' }),
                  auditEntry(6, {
                    subjectType: 'vendor',
                    subjectId: 5,
                    action: 'approve',
                    fromStatus: 'WAITING_FOR_APPROVAL',
                    toStatus: 'APPROVED',
                  }),
                ],
                'next',
              ),
        );
      }),
    );
    const { user } = open('/admin/vendors/approved-vendors');
    const toggle = within(await rowOf('Fjord Health')).getByRole('button', { name: ADMIN_TEXTS.showHistory });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(ADMIN_TEXTS.hideHistory);

    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('heading', { name: 'History of Fjord Health' })).toBeInTheDocument();
    const items = await within(panel).findAllByRole('listitem');
    // An app deleted since: named, not linked to its missing page.
    expect(items[0]).toHaveTextContent('App 13 (deleted)');
    expect(within(items[0] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'App 12' })).toHaveAttribute(
      'href',
      '/appdetails/12/preview',
    );
    expect(items[2]).toHaveTextContent('Approved In review → to Approved');
    expect(within(items[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: ADMIN_TEXTS.showMore }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(4));
    expect(asked.map((q) => [q.get('vendorId'), q.get('cursor')])).toEqual([
      ['5', null],
      ['5', 'next'],
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'History of Fjord Health' })).not.toBeInTheDocument();
  });
});

describe('vendor-action route', () => {
  it.each([
    ['approved', '', 'APPROVED', null, SUCCESS_TEXTS.adminVendorApproved],
    ['rejected', '&reason=Broken%20website', 'REJECTED', 'Broken website', SUCCESS_TEXTS.adminVendorRejected],
    ['rejected', '&reason=', 'REJECTED', null, SUCCESS_TEXTS.adminVendorRejected],
  ])(
    'status=%s%s sends newStatus=%s (reason %s) on load and replaces itself with submitted-vendors',
    async (status, reason, newStatus, sent, text) => {
      serveVendors({});
      const calls = serveStatusChange(9);
      const { router } = open(`/admin/vendors/vendor-action?vendorId=9&status=${status}${reason}`);
      await findSnackbar(text);
      expect(calls.map((q) => [q.get('newStatus'), q.get('reason')])).toEqual([[newStatus, sent]]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vendors/submitted-vendors'));
      expect(router.state.location.search).toBe('');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByText('There are no vendors to approve right now.')).toBeInTheDocument();
    },
  );

  it('says when the action failed and still goes to submitted-vendors', async () => {
    serveVendors({});
    serveStatusChange(9, () => problem(404, undefined, 'Not Found'));
    const { router } = open('/admin/vendors/vendor-action?vendorId=9&status=rejected');
    await findSnackbar(FAILURE_TEXTS.adminRejectVendor, 'failure');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vendors/submitted-vendors'));
  });

  it.each([
    'vendorId=9.5&status=approved',
    'vendorId=abc&status=approved',
    'vendorId=9&status=deactivated',
    'vendorId=9',
    '',
  ])('does nothing but go to submitted-vendors for "%s"', async (query) => {
    serveVendors({});
    // No PATCH handler: a status change would be an unhandled request and fail the test.
    const { router } = open(`/admin/vendors/vendor-action?${query}`);
    expect(await screen.findByText('There are no vendors to approve right now.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/vendors/submitted-vendors');
  });

  it('performs the action once under React’s StrictMode', async () => {
    serveVendors({});
    const calls = serveStatusChange(9);
    const { router } = open('/admin/vendors/vendor-action?vendorId=9&status=approved', true);
    await findSnackbar(SUCCESS_TEXTS.adminVendorApproved);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vendors/submitted-vendors'));
    expect(await screen.findByText('There are no vendors to approve right now.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
