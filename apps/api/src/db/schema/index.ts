export * from './enums.ts';
export * from './media.ts';
export * from './vendors.ts';
export * from './apps.ts';
export * from './reviews.ts';
export * from './catalogue.ts';
export * from './rate-limits.ts';
export * from './checks.ts';
