import type { AppDetails, Role, VendorBannerPage } from '@showroom/contract';
import { lazy, Suspense } from 'react';

/**
 * What the app page adds for signed-in vendors and admins, behind one import (app-details.tsx): the
 * vendor's status banner, 'Check now' with the history, and the admin's review actions and change
 * view, each still a chunk of its own. The lists of files those chunks preload live here, so the
 * page's own chunk, which every anonymous visitor loads, does not carry them (0.3 KB gzip).
 */
// The vendor's and admins' texts in the language on screen come with this chunk (app-details.tsx).

const OwnAppBanner = lazy(async () => ({ default: (await import('./own-app-banner.tsx')).OwnAppBanner }));
/** One import site for both: the review chunk's files are listed once, not twice. */
const loadReview = () => import('../../features/admin-apps/review/index.ts');
const AdminReviewActions = lazy(async () => ({ default: (await loadReview()).AdminReviewActions }));
const AdminReviewPanel = lazy(async () => ({ default: (await loadReview()).AdminReviewPanel }));
const OwnAppLiveChecks = lazy(async () => ({
  default: (await import('./own-app-live-checks.tsx')).OwnAppLiveChecks,
}));

/** Where on the app page an addition goes. */
export type AppPageSlot = 'banner' | 'live-checks' | 'actions';

export interface AppPageExtrasProps {
  readonly part: AppPageSlot;
  readonly app: AppDetails;
  /** appdetails/:id/preview rather than the published page. */
  readonly preview: boolean;
  /** The signed-in user's roles. */
  readonly roles: readonly Role[];
}

/**
 * The app's own vendor sees its status banner (OwnAppBanner checks that the app is its own) and 'Check
 * now' with the history; admins see 'Check now' too, the review actions beside Demo and, on the
 * preview, the review panel under the banner.
 */
export default function AppPageExtras({ part, app, preview, roles }: AppPageExtrasProps) {
  const isVendor = roles.includes('VENDOR');
  const isAdmin = roles.includes('ADMIN');
  const page: VendorBannerPage = preview ? 'preview' : 'details';
  return (
    <Suspense fallback={null}>
      {part === 'banner' ? (
        <>
          {isVendor ? <OwnAppBanner app={app} page={page} /> : null}
          {preview && isAdmin ? <AdminReviewPanel app={app} /> : null}
        </>
      ) : part === 'live-checks' ? (
        isVendor || isAdmin ? (
          <OwnAppLiveChecks app={app} isAdmin={isAdmin} />
        ) : null
      ) : isAdmin ? (
        <AdminReviewActions app={app} />
      ) : null}
    </Suspense>
  );
}
