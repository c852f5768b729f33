// The seeded demo catalogue's sample demo pages, served at the seed's demo addresses.
export { SAMPLE_DEMO_LABEL } from './sample-demo-page.ts';
export { sampleDemoApps, sampleDemosRoutes } from './sample-demos-routes.ts';
