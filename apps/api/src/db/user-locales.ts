/**
 * The language each signed-in user last used, for the mails the API sends them. The web names its
 * language in every call's Accept-Language; an authenticated call records it (accessHook), writing only
 * when it changed: each process remembers what it last wrote per user for a minute, so a user's calls
 * cost no statement while their language stays the same. Anonymous calls never come here.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@showroom/contract';
import { eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { userLocales } from './schema/index.ts';

const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const remembered = new Map<string, { locale: Locale; until: number }>();

/** Records `locale` as the user's, unless this process recorded the same within the last minute. */
export async function recordUserLocale(db: DbOrTx, owner: string, locale: Locale): Promise<void> {
  const now = Date.now();
  const known = remembered.get(owner);
  if (known && known.locale === locale && known.until > now) return;
  await db
    .insert(userLocales)
    .values({ owner, locale })
    .onConflictDoUpdate({
      target: userLocales.owner,
      set: { locale, updatedAt: sql`now()` },
      setWhere: ne(userLocales.locale, locale),
    });
  remembered.delete(owner);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '');
  remembered.set(owner, { locale, until: now + REMEMBER_MS });
}

/** The language to write to a user in: the one they last used, English when they never said. */
export async function userLocale(db: DbOrTx, owner: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: userLocales.locale })
    .from(userLocales)
    .where(eq(userLocales.owner, owner));
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/** For tests: forget what this process recorded. */
export function forgetRecordedLocales(): void {
  remembered.clear();
}
