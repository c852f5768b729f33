/**
 * Decision: ids are read as whole positive integers; '12abc' is not an id. For route params
 * (appdetails/:id) and the admin action routes' ids (route-actions.ts). A module of its own: the app
 * page needs only this, not the admin routes' parameters, and the first page needs none of it.
 */
export const readId = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
};
