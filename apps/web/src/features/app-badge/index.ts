export { AppBadge } from './app-badge.tsx';
