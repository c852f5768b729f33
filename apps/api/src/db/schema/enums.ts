import { APP_STATUSES, VENDOR_STATUSES } from '@showroom/contract';
import { pgEnum } from 'drizzle-orm/pg-core';

// One list of statuses: the contract's tuples feed both zod and PostgreSQL enums.
export const appStatusEnum = pgEnum('app_status', APP_STATUSES);
export const vendorStatusEnum = pgEnum('vendor_status', VENDOR_STATUSES);
export const subjectTypeEnum = pgEnum('subject_type', ['app', 'vendor']);
