/**
 * A vendor's status changes (submit registration, resubmit, approve, reject, deactivate, activate) as
 * a StatusFlow for the status-change engine, driven by the contract's VENDOR_MACHINE.
 */
import {
  VENDOR_MACHINE,
  VENDOR_STATUS_LABELS,
  vendorBodySchema,
  type Reason,
  type Vendor,
  type VendorAction,
  type VendorNewStatus,
  type VendorStatus,
} from '@showroom/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/identity.ts';
import { reasonsForCaller, vendorApprovedMail, vendorRejectedMail } from '../reviews/index.ts';
import {
  changeStatus,
  onlyWhoMay,
  type ChangeContext,
  type StatusChange,
  type StatusFlow,
} from '../status-changes/index.ts';
import { findVendorById, lockVendor, updateVendorRow, type VendorRow } from './vendors-repository.ts';
import { loadVendor, VENDOR_ICON_MISSING, VENDOR_NOT_FOUND } from './vendors-service.ts';

type Ctx = ChangeContext<VendorStatus, VendorAction, VendorRow>;

/** Submitting needs what the registration form requires plus an icon. */
function assertComplete({ subject: row }: Ctx): void {
  if (!row.iconSha256) throw new ConflictError(VENDOR_ICON_MISSING);
  const check = vendorBodySchema.safeParse({
    name: row.name,
    description: row.description,
    email: row.email,
    website: row.website ?? '',
  });
  if (!check.success) {
    const first = check.error.issues[0]?.message ?? 'Your vendor information is incomplete.';
    throw new ConflictError(`Complete your vendor information before you submit it: ${first}`);
  }
}

const moveTo = async (ctx: Ctx): Promise<void> => {
  await updateVendorRow(ctx.tx, ctx.subject.id, { status: ctx.transition.to });
};

const vendorStatusFlow: StatusFlow<VendorStatus, VendorAction, VendorRow, Vendor> = {
  machine: VENDOR_MACHINE,
  notFound: VENDOR_NOT_FOUND,
  async lock(tx, id) {
    return (await lockVendor(tx, id)) ? findVendorById(tx, id) : undefined;
  },
  owner: (row) => row.owner,
  statusFor: (row) => row.status,
  forbidden: (_row, to) =>
    `${onlyWhoMay(VENDOR_MACHINE, to, 'the vendor itself')} can change a vendor to ${to}.`,
  refused: (row, to) =>
    `A vendor whose registration is ${VENDOR_STATUS_LABELS[row.status].toLowerCase()} can not be changed to ${to} by you.`,
  preconditions: { submit: assertComplete, resubmit: assertComplete },
  effects: {
    submit: moveTo,
    resubmit: moveTo,
    approve: moveTo,
    reject: moveTo,
    deactivate: moveTo,
    activate: moveTo,
  },
  mails: {
    approve: (ctx) => vendorApprovedMail(ctx.publicUrl, ctx.subject, ctx.locale),
    reject: (ctx) => vendorRejectedMail(ctx.publicUrl, ctx.subject, ctx.reason, ctx.locale),
  },
  mailTo: (row) => row.email,
  recordsReason: new Set<VendorAction>(['reject']),
  // A deactivated vendor's apps leave the public catalogue, and come back with it.
  changesCatalogue: new Set<VendorAction>(['deactivate', 'activate']),
  auditSubject: (_row, id) => ({ subjectType: 'vendor', subjectId: id }),
  result: loadVendor,
};

export const changeVendorStatus = (
  db: Db,
  publicUrl: string,
  user: AuthUser,
  id: number,
  change: StatusChange<VendorNewStatus>,
): Promise<Vendor> => changeStatus(db, vendorStatusFlow, publicUrl, user, id, change);

export async function getVendorReasons(db: DbOrTx, user: AuthUser, id: number): Promise<Reason[]> {
  const owner = (await findVendorById(db, id))?.owner;
  return reasonsForCaller(db, user, { type: 'vendor', id, owner }, VENDOR_NOT_FOUND);
}
