import { CatalogueSection } from '../../features/catalogue/catalogue-section.tsx';
import { StartIntro } from '../../features/catalogue/start-intro.tsx';

/**
 * '' : in the spec's order, the intro heading, the two text columns (users, developers), the call to
 * register for visitors who are not logged in, then the app list.
 */
export function StartRoute() {
  return (
    <>
      <StartIntro />
      <CatalogueSection headingLevel={2} />
    </>
  );
}
