// The admin's additions to an app's pages, loaded as their own chunk only for admins.
export { AdminReviewActions } from './admin-review-actions.tsx';
export { AdminReviewPanel } from './admin-review-panel.tsx';
