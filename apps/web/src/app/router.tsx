import { createBrowserRouter } from 'react-router';
import { createRoutes } from './route-table.tsx';

export const createAppRouter = () => createBrowserRouter(createRoutes());
export type AppRouter = ReturnType<typeof createAppRouter>;
