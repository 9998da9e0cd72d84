import { Link } from 'react-router-dom';
import { site } from '../../site';

/** A quiet footer: the name, the legal pages and the contact address. */
export function Footer() {
  return (
    <footer className="site-footer">
      <p className="footer-name">{site.name}</p>
      <nav aria-label="Legal">
        <ul>
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
    </footer>
  );
}
