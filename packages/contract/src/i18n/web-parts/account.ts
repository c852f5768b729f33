/**
 * The German catalogue's part for the vendor's and admins' screens (with the app page's texts: the
 * editor's live checks and evidence, the previews).
 */
import * as facts from '../de/facts.ts';
import * as admin from '../de/admin.ts';
import * as appPage from '../de/app-page.ts';
import * as badges from '../de/badges.ts';
import * as dashboard from '../de/dashboard.ts';
import * as interopView from '../de/interop-view.ts';
import * as mySandbox from '../de/my-sandbox.ts';
import * as statistics from '../de/statistics.ts';
import * as vendorPage from '../de/vendor-page.ts';
import * as vendor from '../de/vendor.ts';

export const modules = [
  facts,
  appPage,
  interopView,
  vendor,
  admin,
  dashboard,
  badges,
  statistics,
  mySandbox,
  vendorPage,
];
