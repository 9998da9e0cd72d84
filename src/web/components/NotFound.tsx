import { Link } from 'react-router-dom';
import styles from './NotFound.module.css';

/** '404: Not Found.' for /404, unknown paths and missing records. */
export function NotFound() {
  return (
    <section className={`page page-narrow ${styles.page}`} aria-labelledby="not-found-title">
      <h1 id="not-found-title">404: Not Found.</h1>
      <p>Please check the URL, or try searching for the page you're looking for.</p>
      <p>
        <Link to="/" className="button button-secondary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
