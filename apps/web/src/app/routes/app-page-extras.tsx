import type { AppDetails, VendorBannerPage } from '@showroom/contract';
import { lazy, Suspense } from 'react';

/**
 * What the app page adds for signed-in vendors and admins, behind one import (app-details.tsx): the
 * vendor's status banner, 'Check now' with the history, and the admin's review actions and change
 * view, each still a chunk of its own. The lists of files those chunks preload live here, so the
 * page's own chunk, which every anonymous visitor loads, does not carry them (0.3 KB gzip).
 */
const OwnAppBanner = lazy(async () => ({ default: (await import('./own-app-banner.tsx')).OwnAppBanner }));
/** One import site for both: the review chunk's files are listed once, not twice. */
const loadReview = () => import('../../features/admin-apps/review/index.ts');
const AdminReviewActions = lazy(async () => ({ default: (await loadReview()).AdminReviewActions }));
const AdminReviewPanel = lazy(async () => ({ default: (await loadReview()).AdminReviewPanel }));
const OwnAppLiveChecks = lazy(async () => ({
  default: (await import('./own-app-live-checks.tsx')).OwnAppLiveChecks,
}));

export type AppPageExtra =
  | { readonly part: 'banner'; readonly page: VendorBannerPage }
  | { readonly part: 'live-checks'; readonly isAdmin: boolean }
  | { readonly part: 'review-actions' }
  | { readonly part: 'review-panel' };

export default function AppPageExtras({ app, ...extra }: AppPageExtra & { readonly app: AppDetails }) {
  return (
    <Suspense fallback={null}>
      {extra.part === 'banner' ? (
        <OwnAppBanner app={app} page={extra.page} />
      ) : extra.part === 'live-checks' ? (
        <OwnAppLiveChecks app={app} isAdmin={extra.isAdmin} />
      ) : extra.part === 'review-actions' ? (
        <AdminReviewActions app={app} />
      ) : (
        <AdminReviewPanel app={app} />
      )}
    </Suspense>
  );
}
