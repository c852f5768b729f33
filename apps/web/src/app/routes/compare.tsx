export { ComparePage as CompareRoute } from '../../features/compare/compare-page.tsx';
