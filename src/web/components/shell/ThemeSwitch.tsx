import { Moon } from 'lucide-react';
import { setTheme } from '../../lib/theme';
import { useTheme } from '../../state/theme';
import styles from './ThemeSwitch.module.css';

/**
 * The light/dark switch. A native button, so Enter and Space both toggle it; role="switch" and
 * aria-checked tell assistive technology it is on/off. The choice is kept in the theme cookie.
 */
export function ThemeSwitch() {
  const dark = useTheme() === 'dark';
  return (
    <button type="button" role="switch" aria-checked={dark} className={styles.switch} onClick={() => setTheme(dark ? 'light' : 'dark')}>
      <Moon aria-hidden="true" size={18} />
      <span className={styles.label}>Dark theme</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}
