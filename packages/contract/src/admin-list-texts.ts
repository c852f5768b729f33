import { texts } from './i18n/locale.ts';

/**
 * The admin lists' empty texts (part of UI_TEXTS). A module of their own, outside the first page's
 * modules (messages-core.ts is one of them): only the admin lists and UI_TEXTS read them.
 */
export const ADMIN_LIST_EMPTY_TEXTS = texts('ADMIN_LIST_EMPTY_TEXTS', {
  emptySubmittedApps: 'There are no apps waiting for approval.',
  emptyDeactivatedApps: 'There are no deactivated apps.',
  emptyApprovedApps: 'There are no published apps.',
  emptySubmittedVendors: 'There are no vendors to approve right now.',
  emptyVendors: 'There are no vendors available.',
} as const);
