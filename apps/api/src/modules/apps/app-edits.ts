/** A vendor's own apps: its list, and creating, changing and deleting an app's information. */
import {
  canDeleteApp,
  canRenameApp,
  cardView,
  EVIDENCE_MESSAGES,
  normalizeEvidence,
  normalizeProfile,
  type AppCard,
  type AppCardVersion,
  type AppCreateBody,
  type AppDetails,
  type AppStatus,
  type AppUpdateBody,
  type AppEvidence,
  type InteropProfile,
} from '@showroom/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { auditActorOf, type AuthUser } from '../../lib/identity.ts';
import { lookupIcd10 } from '../codes/index.ts';
import { mediaUrl } from '../media/index.ts';
import { latestReasons, recordAudit } from '../reviews/index.ts';
import { findVendorByOwner, lockVendorByOwner, NO_VENDOR_YET } from '../vendors/index.ts';
import {
  APP_CHANGED,
  assertEditable,
  editorDetails,
  hasPublished,
  lockOwnApp,
  NAME_LOCKED,
  NOT_DELETABLE,
  OWN_VENDOR_ONLY,
  recordOwnerEdit,
  shownStatus,
  VENDOR_NOT_APPROVED,
  vendorMayWriteApps,
} from './app-access.ts';
import { ensureInProgress } from './app-versions.ts';
import {
  bumpApp,
  deleteAppRow,
  deleteVersion,
  insertApp,
  insertVersion,
  linkInProgressVersion,
  listVendorAppRows,
  updateVersionContent,
  type CardVersionRow,
  type VersionContent,
} from './apps-repository.ts';

/**
 * The evidence with its indications' codes looked up in the ICD-10-CM list the API holds: each stored
 * as the list writes it, with the list's name. A code the list does not have is a 400 naming the field.
 */
function withIndicationNames(evidence: AppEvidence | null): AppEvidence | null {
  const indications = evidence?.clinical?.indications;
  if (!evidence?.clinical || !indications || indications.length === 0) return evidence;
  const resolved = indications.map((indication) => ({ indication, concept: lookupIcd10(indication.code) }));
  const unknown = resolved.flatMap(({ concept }, i) =>
    concept
      ? []
      : [{ path: `evidence.clinical.indications.${i}.code`, message: EVIDENCE_MESSAGES.indicationCode }],
  );
  if (unknown.length > 0) throw new BadRequestError(EVIDENCE_MESSAGES.indicationCode, unknown);
  return {
    ...evidence,
    clinical: {
      ...evidence.clinical,
      indications: resolved.map(({ indication, concept }) => ({
        system: indication.system,
        code: concept?.code ?? indication.code,
        display: concept?.display ?? '',
      })),
    },
  };
}

const emptyToNull = (v: string | null | undefined): string | null =>
  v === null || v === undefined || v.trim() === '' ? null : v.trim();

/**
 * What is stored of a body: trimmed; empty optional texts as null. The description is markdown, kept as
 * typed. A body without `profile` or `evidence` leaves the version's as it is (clients that do not know
 * them yet).
 */
const contentOf = (
  body: AppCreateBody,
): Omit<VersionContent, 'profile' | 'evidence'> & {
  profile?: InteropProfile | null;
  evidence?: AppEvidence | null;
} => ({
  name: body.name.trim(),
  description: body.description,
  descriptionShort: body.descriptionShort.trim(),
  demoUrl: emptyToNull(body.demoUrl),
  repoUrl: emptyToNull(body.repoUrl),
  version: emptyToNull(body.version),
  ...(body.profile === undefined ? {} : { profile: body.profile && normalizeProfile(body.profile) }),
  ...(body.evidence === undefined ? {} : { evidence: withIndicationNames(normalizeEvidence(body.evidence)) }),
});

function cardVersionOf(row: CardVersionRow, status: AppStatus): AppCardVersion {
  return {
    name: row.name,
    descriptionShort: row.descriptionShort,
    icon: row.iconSha256 && row.iconExt ? mediaUrl(row.iconSha256, row.iconExt) : null,
    demoUrl: row.demoUrl,
    status,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listVendorApps(db: DbOrTx, user: AuthUser): Promise<AppCard[]> {
  const vendor = await findVendorByOwner(db, user.sub);
  if (!vendor) throw new NotFoundError(NO_VENDOR_YET);
  const rows = await listVendorAppRows(db, vendor.id);
  // Issue 19: a rejected version's card says why (the latest reason; reasons are kept per app).
  const rejectedIds = rows.filter((row) => row.inProgress?.status === 'REJECTED').map((row) => row.id);
  const reasons = await latestReasons(db, 'app', rejectedIds);
  return rows.flatMap((row) => {
    // The published version reads the lifecycle status (ACTIVE or DEACTIVATED), as on the details page.
    const published = row.published ? cardVersionOf(row.published, row.status) : undefined;
    const inProgress = row.inProgress ? cardVersionOf(row.inProgress, row.inProgress.status) : undefined;
    const shown = inProgress ?? published;
    if (!shown) return [];
    const card: AppCard = {
      ...shown,
      id: row.id,
      vendor: { id: vendor.id, name: vendor.name },
      type: 'AppForVendor',
      ...(published ? { published } : {}),
      ...(inProgress ? { inProgress } : {}),
      ...(inProgress?.status === 'REJECTED'
        ? {
            rejection: {
              reason: reasons.get(row.id) ?? '',
              update: published !== undefined,
              liveVersion: published?.version ?? null,
            },
          }
        : {}),
    };
    return [{ ...card, ...cardView(card) }];
  });
}

export async function createApp(db: Db, user: AuthUser, body: AppCreateBody): Promise<AppDetails> {
  return db.transaction(async (tx) => {
    // Locked so the vendor's status cannot change between the check and the insert.
    await lockVendorByOwner(tx, user.sub);
    const vendor = await findVendorByOwner(tx, user.sub);
    if (!vendor || !vendorMayWriteApps(vendor.status)) throw new ConflictError(VENDOR_NOT_APPROVED);
    if (body.vendor.id !== vendor.id) throw new ForbiddenError(OWN_VENDOR_ONLY);

    const appId = await insertApp(tx, { vendorId: vendor.id, status: 'DRAFT' });
    const versionId = await insertVersion(tx, {
      profile: null,
      evidence: null,
      ...contentOf(body),
      appId,
      status: 'DRAFT',
    });
    await linkInProgressVersion(tx, appId, versionId);
    await recordOwnerEdit(tx, user, 'create', appId, vendor.id);
    return editorDetails(tx, appId);
  });
}

export async function updateApp(
  db: Db,
  user: AuthUser,
  id: number,
  body: AppUpdateBody,
): Promise<AppDetails> {
  return db.transaction(async (tx) => {
    const app = await lockOwnApp(tx, user, id);
    if (body.vendor.id !== app.head.vendorId) throw new ForbiddenError(OWN_VENDOR_ONLY);
    if (body.rowVersion !== undefined && body.rowVersion !== app.head.rowVersion) {
      throw new ConflictError(APP_CHANGED);
    }
    assertEditable(app);
    const content = contentOf(body);
    const target = await ensureInProgress(tx, app);
    if (content.name !== target.name && !canRenameApp(target.status, hasPublished(app.head))) {
      throw new BadRequestError(NAME_LOCKED);
    }
    // Both or neither: the facet tags are computed from the two together.
    await updateVersionContent(tx, target.id, {
      ...content,
      profile: content.profile === undefined ? target.profile : content.profile,
      evidence: content.evidence === undefined ? target.evidence : content.evidence,
    });
    await bumpApp(tx, id);
    await recordOwnerEdit(tx, user, 'update', id, app.head.vendorId);
    return editorDetails(tx, id);
  });
}

/**
 * Deletes a never-published DRAFT app. Decision for a published app whose update is a DRAFT (its card
 * shows DRAFT and offers Delete): only the draft is discarded; the published version stays as it was.
 */
export async function deleteApp(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const app = await lockOwnApp(tx, user, id);
    if (!vendorMayWriteApps(app.head.vendorStatus)) throw new ConflictError(VENDOR_NOT_APPROVED);
    const status = shownStatus(app);
    if (!canDeleteApp(status)) throw new ConflictError(NOT_DELETABLE);
    const audit = {
      actor: auditActorOf(user),
      action: 'delete',
      subjectType: 'app',
      subjectId: id,
      // The vendor's history keeps the entries of the app deleted here.
      vendorId: app.head.vendorId,
      fromStatus: status,
    } as const;
    if (hasPublished(app.head) && app.inProgress) {
      await bumpApp(tx, id, { inProgressVersionId: null });
      await deleteVersion(tx, app.inProgress.id);
    } else {
      await deleteAppRow(tx, id);
    }
    await recordAudit(tx, audit);
  });
}
