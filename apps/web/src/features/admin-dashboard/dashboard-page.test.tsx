import {
  AUDIT_CSV_COLUMNS,
  CATEGORIES,
  DASHBOARD_APP_STATES,
  endpoints,
  type AdminDashboard,
} from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { ADMIN, fakeAuth, renderApp } from '../../../test/render-app.tsx';

const AT = '2026-11-26T12:00:00.000Z';

function dashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    at: AT,
    waiting: {
      vendors: { count: 3, oldestSince: '2026-11-17T09:00:00.000Z' },
      apps: { count: 0, oldestSince: null },
    },
    reviewsPerWeek: Array.from({ length: 12 }, (_, i) => ({
      week: `2026-W${String(37 + i).padStart(2, '0')}`,
      start: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
      approvals: i === 11 ? 4 : 0,
      rejections: i === 9 ? 2 : 0,
    })),
    catalogueByStatus: DASHBOARD_APP_STATES.map((state, i) => ({ state, count: i + 1 })),
    byStandard: [
      { standard: 'fhir', count: 7 },
      { standard: 'openehr', count: 5 },
      { standard: 'smart', count: 2 },
      { standard: 'cds-hooks', count: 0 },
    ],
    byCategory: CATEGORIES.map((category) => ({ category, count: category === 'medication' ? 6 : 0 })),
    failingDemos: [
      {
        appId: 41,
        name: 'Vital Board',
        vendorId: 9,
        vendorName: 'Acme Health',
        since: '2026-11-20T08:00:00.000Z',
        failures: 4,
      },
    ],
    ...overrides,
  };
}

const serve = (body: AdminDashboard) =>
  server.use(http.get(apiUrl(endpoints.getAdminDashboard), () => HttpResponse.json(body)));

/** The rows of a table as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the admin dashboard', () => {
  beforeEach(() => {
    // jsdom cannot draw: the charts stay empty canvases, the tables carry the numbers.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the waiting counts with the oldest date, or says none waits, and links to the review lists', async () => {
    serve(dashboard());
    renderApp({ path: '/admin', auth: fakeAuth(ADMIN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const vendors = await screen.findByRole('article', { name: 'Vendors waiting' });
    expect(within(vendors).getByText('3')).toBeInTheDocument();
    expect(within(vendors).getByText('Oldest waiting since 17.11.2026 (9 days)')).toBeInTheDocument();
    expect(within(vendors).getByRole('link', { name: 'Review vendors' })).toHaveAttribute(
      'href',
      '/admin/vendors/submitted-vendors',
    );
    const apps = screen.getByRole('article', { name: 'Apps waiting' });
    expect(within(apps).getByText('0')).toBeInTheDocument();
    expect(within(apps).getByText('No apps are waiting')).toBeInTheDocument();
    expect(within(apps).getByRole('link', { name: 'Review apps' })).toHaveAttribute(
      'href',
      '/admin/apps/submitted-apps',
    );
  });

  it('gives every chart a named image and a table with the same numbers', async () => {
    serve(dashboard());
    renderApp({ path: '/admin', auth: fakeAuth(ADMIN) });
    const reviews = await screen.findByRole('table', { name: 'Approvals and rejections per week' });
    expect(rowsOf(reviews)).toHaveLength(12);
    expect(rowsOf(reviews)[11]).toEqual(['2026-W48 (23.11.2026)', '4', '0']);
    expect(rowsOf(reviews)[9]).toEqual(['2026-W46 (09.11.2026)', '0', '2']);
    expect(
      screen.getByRole('img', {
        name: 'Bar chart: 4 approvals and 2 rejections in the last 12 weeks',
      }),
    ).toBeInTheDocument();

    expect(rowsOf(screen.getByRole('table', { name: 'Apps by status' }))).toEqual([
      ['Draft', '1'],
      ['In review', '2'],
      ['Rejected', '3'],
      ['Published', '4'],
      ['Published, new draft', '5'],
      ['Published, update in review', '6'],
      ['Published, update rejected', '7'],
      ['Deactivated', '8'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Published apps by standard' }))).toEqual([
      ['FHIR', '7'],
      ['openEHR', '5'],
      ['SMART', '2'],
      ['CDS Hooks', '0'],
    ]);
    expect(
      screen.getByRole('img', {
        name: 'Bar chart, Published apps by standard: FHIR 7, openEHR 5, SMART 2, CDS Hooks 0',
      }),
    ).toBeInTheDocument();
    const categories = rowsOf(screen.getByRole('table', { name: 'Published apps by category' }));
    expect(categories).toHaveLength(CATEGORIES.length);
    expect(categories).toContainEqual(['Medication', '6']);
  });

  it('shows a table on screen on request', async () => {
    serve(dashboard());
    renderApp({ path: '/admin', auth: fakeAuth(ADMIN) });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Apps by status' });
    // Hidden by its wrapper (a table's own width does not clip it: issue 35's sideways scroll).
    expect(table.parentElement).toHaveClass('visually-hidden');
    expect(table).not.toHaveClass('visually-hidden');
    const figure = table.closest('figure') as HTMLElement;
    const toggle = within(figure).getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(table.parentElement).not.toHaveClass('visually-hidden');
  });

  it('lists failing demos with links to the app and its vendor, or says every demo answers', async () => {
    serve(dashboard());
    const { unmount } = renderApp({ path: '/admin', auth: fakeAuth(ADMIN) });
    const failing = await screen.findByRole('table', { name: 'Failing demos' });
    expect(rowsOf(failing)).toEqual([['Vital Board', 'Acme Health', '20.11.2026', '4']]);
    expect(within(failing).getByRole('link', { name: 'Vital Board' })).toHaveAttribute(
      'href',
      '/appdetails/41',
    );
    expect(within(failing).getByRole('link', { name: 'Acme Health' })).toHaveAttribute('href', '/vendors/9');
    unmount();

    serve(
      dashboard({
        failingDemos: [],
        waiting: { vendors: { count: 0, oldestSince: null }, apps: { count: 0, oldestSince: null } },
      }),
    );
    renderApp({ path: '/admin', auth: fakeAuth(ADMIN) });
    expect(await screen.findByText('Every published demo answers')).toBeInTheDocument();
    expect(screen.getByText('No vendors are waiting')).toBeInTheDocument();
  });

  it('downloads the audit history as CSV with the bearer token', async () => {
    serve(dashboard());
    const csv = `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl(endpoints.exportAudit), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="showroom-audit-2026-11-26.csv"',
          },
        });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:audit';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderApp({ path: '/admin', auth: fakeAuth(ADMIN) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download audit history (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(authorization).toBe('Bearer test-access-token');
    expect(clicked[0]?.download).toBe('showroom-audit-2026-11-26.csv');
    expect(await created[0]?.text()).toBe(csv);
  });

  it('says when the dashboard cannot be loaded', async () => {
    server.use(http.get(apiUrl(endpoints.getAdminDashboard), () => new HttpResponse(null, { status: 500 })));
    renderApp({ path: '/admin', auth: fakeAuth(ADMIN) });
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
