import { CatalogueSection } from '../../features/catalogue/catalogue-section.tsx';

/** apps: the same app list as a catalogue headed 'Discover Apps'. */
export function AppsRoute() {
  return <CatalogueSection headingLevel={1} />;
}
