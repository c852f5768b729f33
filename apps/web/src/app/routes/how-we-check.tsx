export { HowWeCheckPage as HowWeCheckRoute } from '../../features/static-pages/how-we-check-page.tsx';
