import { RouterProvider } from 'react-router';
import { useLocale } from '../lib/locale.ts';
import { Providers, type AppServices } from './providers.tsx';
import type { AppRouter } from './router.tsx';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <Providers services={services}>
      <LocalizedRouterProvider router={router} />
    </Providers>
  );
}

/**
 * The pages, rendered anew when the language changes (they read their texts while rendering); the
 * address, the signed-in session and the loaded data stay.
 */
export function LocalizedRouterProvider({
  router,
}: {
  router: Parameters<typeof RouterProvider>[0]['router'];
}) {
  const locale = useLocale();
  return <RouterProvider key={locale} router={router} />;
}
