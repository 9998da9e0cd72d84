import { PageHeading } from '../../components/PageHeading';
import styles from './Volumes.module.css';

/** /volumes: the volume directory. */
export function Component() {
  return (
    <div className="page page-narrow">
      <PageHeading title="Volumes" />
      <p className={styles.comingSoon}>Coming Soon</p>
    </div>
  );
}
