import { CatalogueSection } from '../../features/catalogue/catalogue-section.tsx';
import { StartIntro } from '../../features/catalogue/start-intro.tsx';

/** '' : the intro block, then the app list. */
export function StartRoute() {
  return (
    <>
      <StartIntro />
      <CatalogueSection headingLevel={2} />
    </>
  );
}
