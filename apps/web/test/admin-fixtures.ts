/**
 * Fixtures and helpers for the admin screens' tests. Answers are built from the contract's shapes, so
 * a drifting schema breaks the types here.
 */
import type { AuditEntry, AuditListResponse, Vendor } from '@showroom/contract';
import { vendorFixture } from './fixtures.ts';

/** An admin's vendor row as GET /vendors returns it. */
export const adminVendor = (id: number, overrides: Partial<Vendor> = {}): Vendor =>
  vendorFixture({
    id,
    name: `Vendor ${id}`,
    description: `What vendor ${id} builds.`,
    email: `hello@vendor${id}.example`,
    website: `https://vendor${id}.example`,
    imageUrl: `/api/media/vendor${id}.webp?t=1`,
    status: 'WAITING_FOR_APPROVAL',
    ...overrides,
  });

export const auditEntry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-02T10:00:00.000Z',
  actor: { subject: 'sub-admin', email: 'admin@showroom.test' },
  action: 'approve',
  subjectType: 'app',
  subjectId: 11,
  subjectExists: true,
  fromStatus: 'WAITING_FOR_APPROVAL',
  toStatus: 'ACTIVE',
  reason: null,
  ...overrides,
});

export const auditPage = (items: AuditEntry[], nextCursor: string | null = null): AuditListResponse => ({
  items,
  nextCursor,
});
