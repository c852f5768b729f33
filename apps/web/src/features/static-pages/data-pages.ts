// The open data and sandbox pages load as one chunk: one loader in the route table instead of two keeps
// the first load (every route's shell) within its budget.
export { OpenDataPage } from './open-data-page.tsx';
export { SandboxPage } from './sandbox-page.tsx';
