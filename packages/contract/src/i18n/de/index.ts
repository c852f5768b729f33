/**
 * Deutsch: the German catalogue, one file per part of the product, each pairing the contract's
 * English text objects with their translation (typed: a missing or extra text fails the type check;
 * test/i18n.test.ts fails when a text exists in one language only).
 */
import type { Catalogue } from '../translate.ts';
import * as admin from './admin.ts';
import * as publicSide from './public.ts';
import * as servers from './servers.ts';
import * as statistics from './statistics.ts';
import * as vendor from './vendor.ts';

type Part = Pick<Catalogue, 'pairs' | 'functions'>;

const catalogue = (parts: readonly Part[]): Catalogue => ({
  locale: 'de',
  pairs: parts.flatMap((part) => part.pairs),
  functions: Object.assign({}, ...parts.map((part) => part.functions)) as Catalogue['functions'],
});

/** What the web shows (i18n/web.ts): every screen, without the servers' pages and mails. */
export const GERMAN_WEB = catalogue([publicSide, vendor, admin, statistics]);

/** Everything: the web's texts and the servers' (the identity provider's pages, mails, problems). */
export const GERMAN = catalogue([publicSide, vendor, admin, statistics, servers]);
