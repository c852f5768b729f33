import { endpoints, formatDate, type AppStatisticsResponse } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vendorFixture } from '../../../../test/fixtures.ts';
import { apiUrl, server } from '../../../../test/msw-server.ts';
import { fakeAuth, renderApp, VENDOR } from '../../../../test/render-app.tsx';

/** 90 days ending 26 November 2026, with counts on two of them. */
function statistics(): AppStatisticsResponse {
  const series = Array.from({ length: 90 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 26) - (89 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, views: 0, demoClicks: 0 };
  });
  series[89] = { day: '2026-11-26', views: 2, demoClicks: 1 };
  series[80] = { day: '2026-11-17', views: 5, demoClicks: 0 };
  return {
    appId: 9,
    name: 'Vitalis Vital Signs',
    from: series[0]?.day ?? '',
    to: '2026-11-26',
    totals: { views: 7, demoClicks: 1 },
    series,
  };
}

function open(answer: () => Response) {
  server.use(
    http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture())),
    http.get(apiUrl(endpoints.getAppStatistics, { id: 9 }), answer),
  );
  return { ...renderApp({ path: '/my-apps/9/statistics', auth: fakeAuth(VENDOR) }), user: userEvent.setup() };
}

describe('an app’s statistics page', () => {
  it('shows the chart as a named image described by the totals, and every day in the table', async () => {
    const { user } = open(() => HttpResponse.json(statistics()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistics: Vitalis Vital Signs' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Statistics: Vitalis Vital Signs'));
    expect(screen.getByText(/^The numbers are estimates:/)).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Line chart: views and demo clicks per day' });
    expect(chart.tagName).toBe('CANVAS');
    expect(chart).toHaveAccessibleDescription('Last 90 days: 7 views and 1 demo click.');

    await user.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', { name: 'Views and demo clicks per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(91);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Views', 'Demo clicks']);
    // Newest first.
    const today = within(table).getByRole('row', { name: new RegExp(formatDate('2026-11-26')) });
    expect(
      within(today)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1']);
    expect(rows[1]).toBe(today);
    const earlier = within(table).getByRole('row', { name: new RegExp(formatDate('2026-11-17')) });
    expect(
      within(earlier)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '0']);
    expect(screen.getByRole('link', { name: 'Back to My apps' })).toHaveAttribute('href', '/my-apps');
  });

  it('says when the statistics could not be loaded', async () => {
    open(() => HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }));
    expect(
      await screen.findByText('The statistics could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
