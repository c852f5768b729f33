/** The German catalogue's part for the vendor's and admins' screens. */
import * as admin from '../de/admin.ts';
import * as badges from '../de/badges.ts';
import * as dashboard from '../de/dashboard.ts';
import * as mySandbox from '../de/my-sandbox.ts';
import * as statistics from '../de/statistics.ts';
import * as vendor from '../de/vendor.ts';

export const modules = [vendor, admin, dashboard, badges, statistics, mySandbox];
