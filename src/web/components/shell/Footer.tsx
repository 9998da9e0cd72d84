import { Link } from 'react-router-dom';
import { useSite } from '../../site';
import styles from './Footer.module.css';
import { ScrollTop } from './ScrollTop';

/** A quiet footer: the name, About, the legal pages and the contact address; back-to-top has its place here. */
export function Footer() {
  const site = useSite();
  return (
    // `site-footer` stays as a plain class too: the shop's browser test scrolls to it.
    <footer className={`site-footer ${styles.footer}`}>
      <p className={styles.name}>{site.name}</p>
      <nav aria-label="About and legal">
        <ul className={styles.links}>
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/contact">Contact Us</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms &amp; Conditions</Link>
          </li>
          <li>
            <Link to="/shop/returns">Returns</Link>
          </li>
        </ul>
      </nav>
      <ScrollTop />
    </footer>
  );
}
