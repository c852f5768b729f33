import { useRouteHandleValue } from '../lib/route-handle.ts';
import styles from './placeholder.module.css';

/** A page of the route table that is not built yet: its title and one honest line, nothing fake. */
export function Placeholder({ title }: { title?: string }) {
  const routeTitle = useRouteHandleValue('title');
  return (
    <div className={styles.placeholder}>
      <h1>{title ?? routeTitle}</h1>
      <p>This page is coming soon.</p>
    </div>
  );
}
