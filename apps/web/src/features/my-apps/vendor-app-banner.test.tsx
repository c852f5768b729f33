import { endpoints } from '@showroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { ADMIN, VENDOR, fakeAuth, renderApp, type FakeUserOptions } from '../../../test/render-app.tsx';
import { appDetailsFixture } from '../../../test/vendor-journey.ts';

const PUBLISHED_WITH_DRAFT = appDetailsFixture({
  status: 'ACTIVE',
  inProgressStatus: 'DRAFT',
  hasPublished: true,
});
const DRAFT_OF_PUBLISHED = appDetailsFixture({
  status: 'DRAFT',
  inProgressStatus: 'DRAFT',
  hasPublished: true,
  descriptionShort: 'The next version',
});

function open(path: string, user: FakeUserOptions | null, myVendorId = 7) {
  server.use(
    http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: myVendorId }))),
    http.get(apiUrl(endpoints.getApp, { id: 12 }), () => HttpResponse.json(PUBLISHED_WITH_DRAFT)),
    http.get(apiUrl(endpoints.getAppPreview, { id: 12 }), () => HttpResponse.json(DRAFT_OF_PUBLISHED)),
  );
  return renderApp({ path, auth: fakeAuth(user) });
}

const banner = () => screen.findByRole('region', { name: 'Your app’s status' });

describe('the rejection in the vendor banner (issue 19)', () => {
  const rejection = { reason: 'The demo link is broken.', update: true, liveVersion: '1.0.0' };
  it('says on the app page that the update was rejected, why, and which version stays live', async () => {
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))),
      http.get(apiUrl(endpoints.getApp, { id: 12 }), () =>
        HttpResponse.json({
          ...PUBLISHED_WITH_DRAFT,
          inProgressStatus: 'REJECTED',
          publishedStatus: 'ACTIVE',
          rejection,
        }),
      ),
    );
    renderApp({ path: '/appdetails/12', auth: fakeAuth(VENDOR) });
    const region = await banner();
    expect(within(region).getByText('Update rejected')).toBeInTheDocument();
    expect(within(region).getByText('Live', { exact: true })).toBeInTheDocument();
    expect(within(region).getByText('Your update was rejected:').closest('p')).toHaveTextContent(
      'Your update was rejected: The demo link is broken.',
    );
    expect(within(region).getByText('Version 1.0.0 stays live.')).toBeInTheDocument();
  });

  it('says on the preview of a never published app that the app was rejected', async () => {
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))),
      http.get(apiUrl(endpoints.getAppPreview, { id: 12 }), () =>
        HttpResponse.json(
          appDetailsFixture({
            status: 'REJECTED',
            inProgressStatus: 'REJECTED',
            hasPublished: false,
            publishedStatus: null,
            rejection: { reason: '', update: false, liveVersion: null },
          }),
        ),
      ),
    );
    renderApp({ path: '/appdetails/12/preview', auth: fakeAuth(VENDOR) });
    const region = await banner();
    expect(within(region).getByText('Rejected')).toBeInTheDocument();
    expect(region).toHaveTextContent('Your app was rejected: No reason provided.');
    expect(region).not.toHaveTextContent('stays live');
  });
});

describe('vendor banner on the detail page', () => {
  it('shows the app’s own vendor the published status with Edit and View preview', async () => {
    open('/appdetails/12', VENDOR);
    const region = await banner();
    // The spec's label of the newer draft, and the live marker for the published version beside it.
    expect(within(region).getByText('New draft')).toBeInTheDocument();
    expect(within(region).getByText('Live', { exact: true })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-ribbon', 'info');
    expect(within(region).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/my-apps/edit/12/info',
    );
    expect(within(region).getByRole('link', { name: 'View preview' })).toHaveAttribute(
      'href',
      '/appdetails/12/preview',
    );
    expect(within(region).queryByRole('link', { name: 'View published' })).not.toBeInTheDocument();
  });

  it('shows the new draft on the preview with View published', async () => {
    open('/appdetails/12/preview', VENDOR);
    const region = await banner();
    expect(within(region).getByText('New draft')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-ribbon', 'warning');
    expect(within(region).getByRole('link', { name: 'View published' })).toHaveAttribute(
      'href',
      '/appdetails/12',
    );
    expect(within(region).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('The next version')).toBeInTheDocument();
  });

  it('hides Edit while the update waits for approval', async () => {
    open('/appdetails/12', VENDOR);
    server.use(
      http.get(apiUrl(endpoints.getApp, { id: 12 }), () =>
        HttpResponse.json({ ...PUBLISHED_WITH_DRAFT, inProgressStatus: 'WAITING_FOR_APPROVAL' }),
      ),
    );
    const region = await banner();
    expect(within(region).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View preview' })).toBeInTheDocument();
  });

  it('shows another vendor no banner', async () => {
    open('/appdetails/12', VENDOR, 8);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vital Signs Chart' })).toBeInTheDocument();
    // The header's menu reads the same my-vendor answer: once it lists My apps, the answer is in.
    await userEvent.click(screen.getByRole('button', { name: /^User menu / }));
    expect(await screen.findByRole('menuitem', { name: 'My apps' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your app’s status' })).not.toBeInTheDocument();
  });

  it('shows an anonymous visitor no banner and asks nothing about vendors', async () => {
    server.use(http.get(apiUrl(endpoints.getApp, { id: 12 }), () => HttpResponse.json(PUBLISHED_WITH_DRAFT)));
    renderApp({ path: '/appdetails/12', auth: fakeAuth(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vital Signs Chart' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your app’s status' })).not.toBeInTheDocument();
  });

  it('shows an admin no vendor banner', async () => {
    open('/appdetails/12', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vital Signs Chart' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your app’s status' })).not.toBeInTheDocument();
  });
});
