import { CatalogueSection } from '../../features/catalogue/catalogue-section.tsx';
import { StartAbout, StartHero } from '../../features/catalogue/start-intro.tsx';

/**
 * '' : the heading and lead, the app list, then what the showroom offers users and vendors (issue 19:
 * the first apps show in the first screen, the intro's texts below them).
 */
export function StartRoute() {
  return (
    <>
      <StartHero />
      <CatalogueSection headingLevel={2} />
      <StartAbout />
    </>
  );
}
