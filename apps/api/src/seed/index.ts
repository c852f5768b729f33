export { renderDemoImages, seedDemoCatalogue, type DemoImages, type SeedResult } from './seed.ts';
export { DEMO_VENDOR_EMAIL } from './demo-data.ts';
