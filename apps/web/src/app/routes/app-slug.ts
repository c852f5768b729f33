// The readable address's slug (the contract's app-slug.ts) as a chunk of its own: the app page asks for
// it once the app is on screen, to correct an outdated address; importing the contract's index
// dynamically would keep every export.
export { appPagePath } from '@showroom/contract';
