export { seedDemoCatalogue, type SeedResult } from './seed.ts';
export { DEMO_VENDOR_EMAIL } from './demo-data.ts';
