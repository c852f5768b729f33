import { APP_DETAILS_DATA_ID, type AppDetails } from '@showroom/contract';

/**
 * The app's public details as the server put them into the app's page (a JSON block, see the API's
 * catalogue-pages.ts), or undefined. Taken once: the block describes the app as the page was served,
 * so only the first showing may start from it; later ones ask the API like any other page.
 */
export function takeEmbeddedApp(id: number): AppDetails | undefined {
  const block = document.getElementById(APP_DETAILS_DATA_ID);
  if (!block) return undefined;
  block.remove();
  try {
    const app = JSON.parse(block.textContent) as AppDetails;
    return app.id === id ? app : undefined;
  } catch {
    return undefined;
  }
}
