import { RouterProvider } from 'react-router';
import { Providers, type AppServices } from './providers.tsx';
import type { AppRouter } from './router.tsx';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>
  );
}
