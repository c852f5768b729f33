import { Placeholder } from '../../components/placeholder.tsx';

/** appdetails/:id and appdetails/:id/preview (lazy chunk). */
export function AppDetailsRoute() {
  return <Placeholder />;
}

export function AppPreviewRoute() {
  return <Placeholder />;
}
