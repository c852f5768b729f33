// The admin dashboard: GET /api/admin/dashboard (waiting reviews, reviews per week, the catalogue by
// status, standard and category, failing demos), computed from the database on each call.
export { dashboardRoutes } from './dashboard-routes.ts';
