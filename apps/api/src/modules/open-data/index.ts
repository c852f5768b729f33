// Open data (issue 18): the published catalogue as licensed JSON (with its JSON Schema) and CSV, and
// an Atom feed of new and updated apps, prepared from the public catalogue.
export { openDataRoutes } from './open-data-routes.ts';
