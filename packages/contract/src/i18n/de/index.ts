/**
 * Deutsch: the German catalogue, one file per part of the product, each pairing the contract's
 * English text objects with their translation (typed: a missing or extra text fails the type check;
 * test/i18n.test.ts fails when a text exists in one language only).
 */
import { catalogueOf, type Catalogue } from '../translate.ts';
import * as admin from './admin.ts';
import * as appPage from './app-page.ts';
import * as badges from './badges.ts';
import * as cdsTry from './cds-try.ts';
import * as configError from './config-error.ts';
import * as comparePage from './compare-page.ts';
import * as dashboard from './dashboard.ts';
import * as facts from './facts.ts';
import * as faqUsers from './faq-users.ts';
import * as faqVendors from './faq-vendors.ts';
import * as howWeCheck from './how-we-check.ts';
import * as interopView from './interop-view.ts';
import * as mySandbox from './my-sandbox.ts';
import * as openData from './open-data.ts';
import * as publicSide from './public.ts';
import * as sandbox from './sandbox.ts';
import * as sandboxLaunch from './sandbox-launch.ts';
import * as servers from './servers.ts';
import * as siteTexts from './site-texts.ts';
import * as startPage from './start-page.ts';
import * as statistics from './statistics.ts';
import * as vendor from './vendor.ts';
import * as vendorPage from './vendor-page.ts';

const germanCatalogue = (parts: Parameters<typeof catalogueOf>[1]): Catalogue => catalogueOf('de', parts);

/**
 * Everything: the web's texts and the servers' (the identity provider's pages, mails, problems). The web
 * loads its parts of it as it needs them (i18n/web.ts), never this whole.
 */
export const GERMAN = germanCatalogue([
  publicSide,
  configError,
  siteTexts,
  facts,
  startPage,
  appPage,
  interopView,
  comparePage,
  vendorPage,
  howWeCheck,
  faqUsers,
  faqVendors,
  vendor,
  admin,
  dashboard,
  badges,
  openData,
  sandbox,
  sandboxLaunch,
  cdsTry,
  mySandbox,
  statistics,
  servers,
]);
