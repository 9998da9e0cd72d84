import { useSite } from '../../site';
import styles from './TestModeNotice.module.css';

/**
 * A slim line above the header on every page while the shop runs its test-mode payments: no card
 * is asked for and nothing is charged, so nobody takes an order placed here for a real one.
 * Text only: it is in every page's first load.
 */
export function TestModeNotice() {
  const site = useSite();
  if (site.payments !== 'test') return null;
  return (
    <aside className={styles.notice} aria-label="Test mode">
      <p>
        <strong>Test mode:</strong> nothing is charged.
      </p>
    </aside>
  );
}
