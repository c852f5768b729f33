import { FOOTER_LINKS, SHELL_TEXTS, copyrightLine } from '@showroom/contract';
import { Link } from 'react-router';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={SHELL_TEXTS.footer}>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.route}>
                {/* The feed is the server's own file, not a route of the web app: the browser loads it. */}
                <Link to={link.route} reloadDocument={'document' in link}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{copyrightLine(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
