export * from './common.ts';
export * from './config.ts';
export * from './endpoints-core.ts';
