/**
 * An app's status changes (submit, resubmit, approve, reject, deactivate, activate) as a StatusFlow for
 * the status-change engine, driven by the contract's APP_MACHINE. Its rows apply to the status of the
 * version a card shows (the in-progress one while there is one), except deactivate and activate, which
 * act on the whole app and so are checked against the lifecycle status (APP_WHOLE_APP_ACTIONS).
 */
import {
  APP_MACHINE,
  APP_WHOLE_APP_ACTIONS,
  appFormSchema,
  appToForm,
  statusLabel,
  type AppAction,
  type AppDetails,
  type AppNewStatus,
  type AppStatus,
  type Reason,
} from '@showroom/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/identity.ts';
import {
  appActivatedMail,
  appApprovedMail,
  appDeactivatedMail,
  appRejectedMail,
  reasonsForCaller,
} from '../reviews/index.ts';
import { checkSoon } from '../checks/index.ts';
import {
  changeStatus,
  onlyWhoMay,
  type ChangeContext,
  type StatusChange,
  type StatusFlow,
} from '../status-changes/index.ts';
import {
  APP_ICON_MISSING,
  APP_NOT_FOUND,
  editorDetails,
  hasPublished,
  lockApp,
  NOTHING_TO_ACTIVATE,
  shownStatus,
  VENDOR_NOT_APPROVED,
  vendorMayWriteApps,
  type LoadedApp,
} from './app-access.ts';
import { knownName, publishInProgress } from './app-versions.ts';
import { bumpApp, deleteVersion, findAppHead, setVersionStatus, type VersionRow } from './apps-repository.ts';

/** A locked app and the name it is known by (the published one, else the in-progress one), for e-mails. */
interface AppSubject extends LoadedApp {
  name: string;
}

type Ctx = ChangeContext<AppStatus, AppAction, AppSubject>;

function inProgressOf(ctx: Ctx): VersionRow {
  const version = ctx.subject.inProgress;
  if (!version)
    throw new Error(`App ${ctx.subject.head.id} has no in-progress version to ${ctx.transition.action}`);
  return version;
}

/** Submitting needs what the editor's info form requires, plus an icon. */
function assertSubmittable(ctx: Ctx): void {
  const version = inProgressOf(ctx);
  const check = appFormSchema.safeParse(appToForm(version));
  if (!check.success) {
    const first = check.error.issues[0]?.message ?? 'The app information is incomplete.';
    throw new ConflictError(`Complete your app before you submit it: ${first}`);
  }
  if (!version.iconSha256) throw new ConflictError(APP_ICON_MISSING);
}

function assertPublished(ctx: Ctx): void {
  if (!hasPublished(ctx.subject.head)) throw new ConflictError(NOTHING_TO_ACTIVATE);
}

/** Until the first approval the app's lifecycle status follows its only version. */
async function moveInProgressTo(ctx: Ctx): Promise<void> {
  const { head } = ctx.subject;
  await setVersionStatus(ctx.tx, inProgressOf(ctx).id, ctx.transition.to);
  await bumpApp(ctx.tx, head.id, { status: hasPublished(head) ? head.status : ctx.transition.to });
}

/**
 * Deactivation takes the app out of the catalogue. Decision: a pending update (draft, in review or
 * rejected) of a published app is discarded with it; otherwise resubmitting it would reactivate the
 * app, which only admins may do. A never-published app keeps its only version, marked DEACTIVATED so
 * every view shows the same status.
 */
async function deactivate(ctx: Ctx): Promise<void> {
  const { tx } = ctx;
  const { head, inProgress } = ctx.subject;
  const publishedId = head.publishedVersionId;
  if (publishedId !== null) {
    await setVersionStatus(tx, publishedId, 'DEACTIVATED');
    await bumpApp(tx, head.id, { status: 'DEACTIVATED', inProgressVersionId: null });
    if (inProgress) await deleteVersion(tx, inProgress.id);
  } else {
    await setVersionStatus(tx, inProgressOf(ctx).id, 'DEACTIVATED');
    await bumpApp(tx, head.id, { status: 'DEACTIVATED' });
  }
}

async function activate(ctx: Ctx): Promise<void> {
  const { head } = ctx.subject;
  if (head.publishedVersionId !== null) await setVersionStatus(ctx.tx, head.publishedVersionId, 'ACTIVE');
  await bumpApp(ctx.tx, head.id, { status: 'ACTIVE' });
}

const WHOLE_APP: ReadonlySet<AppAction> = new Set<AppAction>(APP_WHOLE_APP_ACTIONS);

const appStatusFlow: StatusFlow<AppStatus, AppAction, AppSubject, AppDetails> = {
  machine: APP_MACHINE,
  notFound: APP_NOT_FOUND,
  async lock(tx: Tx, id: number) {
    const app = await lockApp(tx, id);
    return app && { ...app, name: await knownName(tx, app) };
  },
  owner: (app) => app.head.owner,
  statusFor: (app, action) => (WHOLE_APP.has(action) ? app.head.status : shownStatus(app)),
  forbidden: (_app, to) => `${onlyWhoMay(APP_MACHINE, to, "the app's vendor")} can change an app to ${to}.`,
  refused: (app, to) =>
    `An app with status '${statusLabel(shownStatus(app), hasPublished(app.head))}' can not be changed to ${to} by you.`,
  assertActor(app, actor) {
    if (actor === 'vendor' && !vendorMayWriteApps(app.head.vendorStatus)) {
      throw new ConflictError(VENDOR_NOT_APPROVED);
    }
  },
  preconditions: { submit: assertSubmittable, resubmit: assertSubmittable, activate: assertPublished },
  // A submission and an approval have the app's servers checked (live checks) as soon as a worker is free.
  effects: {
    submit: async (ctx) => {
      await moveInProgressTo(ctx);
      await checkSoon(ctx.tx, ctx.subject.head.id, 'submitted');
    },
    resubmit: async (ctx) => {
      await moveInProgressTo(ctx);
      await checkSoon(ctx.tx, ctx.subject.head.id, 'submitted');
    },
    reject: moveInProgressTo,
    approve: async (ctx) => {
      await publishInProgress(ctx.tx, ctx.subject.head, inProgressOf(ctx));
      await checkSoon(ctx.tx, ctx.subject.head.id, 'approved');
    },
    deactivate,
    activate,
  },
  // The e-mails of review decisions, to the vendor's address. A vendor who deactivates its own app gets
  // none: it knows.
  mails: {
    approve: (ctx) =>
      appApprovedMail(
        ctx.publicUrl,
        {
          id: ctx.subject.head.id,
          name: inProgressOf(ctx).name,
          wasUpdate: hasPublished(ctx.subject.head),
        },
        ctx.locale,
      ),
    reject: (ctx) =>
      appRejectedMail(
        ctx.publicUrl,
        { id: ctx.subject.head.id, name: inProgressOf(ctx).name, wasUpdate: hasPublished(ctx.subject.head) },
        ctx.reason,
        ctx.locale,
      ),
    deactivate: (ctx) =>
      ctx.transition.actor === 'admin'
        ? appDeactivatedMail(
            ctx.publicUrl,
            { id: ctx.subject.head.id, name: ctx.subject.name },
            ctx.reason,
            ctx.locale,
          )
        : undefined,
    activate: (ctx) =>
      appActivatedMail(ctx.publicUrl, { id: ctx.subject.head.id, name: ctx.subject.name }, ctx.locale),
  },
  mailTo: (app) => app.head.vendorEmail,
  recordsReason: new Set<AppAction>(['reject']),
  changesCatalogue: new Set<AppAction>(['approve', 'deactivate', 'activate']),
  auditSubject: (app, id) => ({ subjectType: 'app', subjectId: id, vendorId: app.head.vendorId }),
  result: editorDetails,
};

export const changeAppStatus = (
  db: Db,
  publicUrl: string,
  user: AuthUser,
  id: number,
  change: StatusChange<AppNewStatus>,
): Promise<AppDetails> => changeStatus(db, appStatusFlow, publicUrl, user, id, change);

export async function getAppReasons(db: DbOrTx, user: AuthUser, id: number): Promise<Reason[]> {
  const owner = (await findAppHead(db, id))?.owner;
  return reasonsForCaller(db, user, { type: 'app', id, owner }, APP_NOT_FOUND);
}
