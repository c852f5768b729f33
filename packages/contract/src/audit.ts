/**
 * Audit entries: who changed which vendor or app, when, and why (every status change, every admin
 * action). Not one of the product's original calls; an additive admin API.
 */
import { z } from 'zod';
import { APP_STATUSES, idSchema, isoDateTimeSchema, VENDOR_STATUSES } from './common.ts';
import { CURSOR_MAX, EMAIL_MAX, LIST_LIMIT_MAX, REASON_MAX } from './constants.ts';
import { APP_ACTIONS, VENDOR_ACTIONS } from './status-machine.ts';

const AUDIT_SUBJECT_TYPES = ['app', 'vendor'] as const;
const auditSubjectTypeSchema = z.enum(AUDIT_SUBJECT_TYPES);
export type AuditSubjectType = z.infer<typeof auditSubjectTypeSchema>;

/** Every action of either status machine, plus the events that are not transitions. */
const AUDIT_ACTIONS = [
  'submit',
  'resubmit',
  'approve',
  'reject',
  'deactivate',
  'activate',
  'create',
  'update',
  'delete',
  'icon',
  'screenshots',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** Statuses of either machine. */
const AUDIT_STATUSES = [
  'DRAFT',
  'WAITING_FOR_APPROVAL',
  'ACTIVE',
  'APPROVED',
  'REJECTED',
  'DEACTIVATED',
] as const;
export const auditStatusSchema = z.enum(AUDIT_STATUSES);
export type AuditStatus = z.infer<typeof auditStatusSchema>;

// Compile-time proof that the lists above cover both machines: adding an action or status there
// without adding it here fails the type check.
const _machineActionsCovered: readonly AuditAction[] = [...APP_ACTIONS, ...VENDOR_ACTIONS];
const _machineStatusesCovered: readonly AuditStatus[] = [...APP_STATUSES, ...VENDOR_STATUSES];

const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: isoDateTimeSchema,
  actor: z.object({
    /** The identity provider's subject. */
    subject: z.string().max(255),
    email: z.string().max(EMAIL_MAX).nullable(),
  }),
  action: auditActionSchema,
  subjectType: auditSubjectTypeSchema,
  subjectId: z.number().int().positive(),
  /** False once the subject is gone (a vendor may delete a never-published app; its history stays). */
  subjectExists: z.boolean(),
  /** Null for events that are not transitions (e.g. create). */
  fromStatus: auditStatusSchema.nullable(),
  toStatus: auditStatusSchema.nullable(),
  reason: z.string().max(REASON_MAX).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.strictObject({
  vendorId: idSchema.optional(),
  appId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  cursor: z.string().max(CURSOR_MAX).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema).max(LIST_LIMIT_MAX),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().max(CURSOR_MAX).nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
