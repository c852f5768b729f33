/**
 * The signed-in user's header menu: its items and who sees them. Apart from routes.ts because the
 * menu's code loads only once someone is signed in; anonymous visitors never need it.
 */
import { matchesRoles } from './roles.ts';
import { ACCOUNT_PAGE_TITLES, paths } from './routes.ts';
import type { Role } from './statuses.ts';
import { texts } from './i18n/locale.ts';

export interface MenuItem {
  readonly route: string;
  readonly name: string;
  readonly roles: readonly Role[];
  /** true: shown to users with one of `roles`; false: the check is inverted (users with none of them). */
  readonly hasRoles: boolean;
  /** Whether the user's vendor record matters: must exist, must not exist, or either. */
  readonly vendorRecord: 'required' | 'absent' | 'any';
}

/**
 * The user menu's own words ('Update password' and 'Logout' are UI_TEXTS). The items are named by
 * their pages' titles (ACCOUNT_PAGE_TITLES), read when the menu renders, so they follow the language.
 */
export const MENU_TEXTS = texts('MENU_TEXTS', {
  /** The menu's label; the button's name adds the initials it shows: 'User menu AB'. */
  userMenu: 'User menu',
  signedInAs: 'Signed in as',
} as const);

/**
 * Decision (the register item's rule was never given, only that its role flag differs from the
 * others'): 'Register as a vendor' is for a logged-in user who is not an ADMIN and has no vendor record
 * yet. Self-registered users get the VENDOR role by default (Keycloak's realm and the embedded
 * provider alike), so a role check alone could not tell a new user from a registered vendor; the
 * inverted ADMIN check plus "no vendor record" can. 'My vendor information' and 'My apps' are for
 * VENDOR users who have a vendor record. The menu exists only when logged in.
 */
const MENU_ITEMS: readonly MenuItem[] = [
  {
    route: paths.myVendorInfo,
    get name() {
      return ACCOUNT_PAGE_TITLES.myVendorInfo;
    },
    roles: ['VENDOR'],
    hasRoles: true,
    vendorRecord: 'required',
  },
  {
    route: paths.myApps,
    get name() {
      return ACCOUNT_PAGE_TITLES.myApps;
    },
    roles: ['VENDOR'],
    hasRoles: true,
    vendorRecord: 'required',
  },
  {
    route: paths.registerVendor,
    get name() {
      return ACCOUNT_PAGE_TITLES.registerVendor;
    },
    roles: ['ADMIN'],
    hasRoles: false,
    vendorRecord: 'absent',
  },
  // Ours (issue 33): a signed-in vendor's own FHIR sandbox, before or after registering its company.
  {
    route: paths.mySandbox,
    get name() {
      return ACCOUNT_PAGE_TITLES.mySandbox;
    },
    roles: ['VENDOR'],
    hasRoles: true,
    vendorRecord: 'any',
  },
  {
    route: paths.adminDashboard,
    get name() {
      return ACCOUNT_PAGE_TITLES.adminDashboard;
    },
    roles: ['ADMIN'],
    hasRoles: true,
    vendorRecord: 'any',
  },
  {
    route: paths.adminApps(),
    get name() {
      return ACCOUNT_PAGE_TITLES.adminApps;
    },
    roles: ['ADMIN'],
    hasRoles: true,
    vendorRecord: 'any',
  },
  {
    route: paths.adminVendors(),
    get name() {
      return ACCOUNT_PAGE_TITLES.adminVendors;
    },
    roles: ['ADMIN'],
    hasRoles: true,
    vendorRecord: 'any',
  },
];

/** The menu items for a logged-in user, in menu order. */
export function visibleMenuItems(user: { roles: readonly Role[]; hasVendor: boolean }): MenuItem[] {
  return MENU_ITEMS.filter((item) => {
    if (!matchesRoles(user.roles, item.roles, item.hasRoles)) return false;
    if (item.vendorRecord === 'required') return user.hasVendor;
    if (item.vendorRecord === 'absent') return !user.hasVendor;
    return true;
  });
}
