import { BADGE_EMBED_TEXTS, VERIFIED_FOR_DAYS, type AppCard } from '@showroom/contract';
import type { Db } from '../../db/client.ts';
import { strongEtag } from '../../lib/http-cache.ts';
import type { PreparedBody } from '../catalogue/index.ts';
import { latestStandardChecks, type StandardCheck } from './badge-repository.ts';
import { renderBadgeSvg } from './badge-svg.ts';

const DAY_MS = 86_400_000;

/**
 * The labels of the standards the checks confirm, FHIR first: a standard's newest check read its
 * document, confirmed at least one declared fact and contradicted none. FHIR names the versions it
 * confirmed ('FHIR R4').
 */
export function confirmedStandards(checks: readonly StandardCheck[]): string[] {
  const labels: string[] = [];
  for (const kind of ['fhir', 'openehr'] as const) {
    const check = checks.find((c) => c.kind === kind);
    if (
      !check ||
      check.outcome !== 'passed' ||
      !check.facts.some((f) => f.status === 'confirmed') ||
      check.facts.some((f) => f.status === 'not-confirmed')
    ) {
      continue;
    }
    if (kind === 'openehr') {
      labels.push(BADGE_EMBED_TEXTS.openehr);
      continue;
    }
    const versions = check.facts
      .filter((f) => f.key === 'profile.fhir.versions' && f.status === 'confirmed')
      .map((f) => f.value);
    labels.push([BADGE_EMBED_TEXTS.fhir, ...new Set(versions)].join(' '));
  }
  return labels;
}

/** One app's badge, as of one catalogue version: with its confirmed standards until the app's Verified expires, then without. */
export interface PreparedBadge {
  readonly confirmed: PreparedBody;
  readonly listed: PreparedBody;
  /** When "Verified" ends (VERIFIED_FOR_DAYS after the last confirmation); -Infinity when it is not. */
  readonly confirmedUntil: number;
}

const prepared = (svg: string): PreparedBody => {
  const body = Buffer.from(svg);
  return { body, etag: strongEtag(body) };
};

/**
 * The badge of a public app's card: the standards are read (one query) only while the card is
 * Verified. Both pictures are kept, so the one served switches when Verified ends without waiting for a
 * change of the catalogue.
 */
export async function prepareBadge(db: Db, card: AppCard, now: number): Promise<PreparedBadge> {
  const verifiedAt = card.checks?.verifiedAt ? Date.parse(card.checks.verifiedAt) : NaN;
  const confirmedUntil = Number.isNaN(verifiedAt) ? -Infinity : verifiedAt + VERIFIED_FOR_DAYS * DAY_MS;
  const listed = prepared(renderBadgeSvg({ id: card.id, name: card.name, confirmed: [] }));
  const standards = now < confirmedUntil ? confirmedStandards(await latestStandardChecks(db, card.id)) : [];
  return {
    listed,
    confirmed: standards.length
      ? prepared(renderBadgeSvg({ id: card.id, name: card.name, confirmed: standards }))
      : listed,
    confirmedUntil: standards.length ? confirmedUntil : -Infinity,
  };
}

/** The picture to serve at `now`. */
export const badgeAt = (badge: PreparedBadge, now: number): PreparedBody =>
  now < badge.confirmedUntil ? badge.confirmed : badge.listed;
