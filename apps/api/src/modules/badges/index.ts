// Badges: /badge/{id}.svg, the image a vendor embeds on its own site ("Listed on Showroom", with the
// standards live checks confirm), prepared from the public catalogue.
export { badgeRoutes } from './badge-routes.ts';
