import { Placeholder } from '../../components/placeholder.tsx';

/** my-apps/edit/:id/{info,icon,screenshots,preview} (lazy chunk); the step's title comes from the route data. */
export function EditorStepRoute() {
  return <Placeholder />;
}
