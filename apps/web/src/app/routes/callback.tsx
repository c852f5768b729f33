export { CallbackPage as CallbackRoute } from '../../features/auth/callback-page.tsx';
