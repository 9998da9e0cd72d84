import { PageHeading } from '../../components/PageHeading';
import { TreeOfLife } from '../../components/tree/TreeOfLife';
import { nodeById } from '../../components/tree/geometry';
import styles from './Demo.module.css';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Tree of Life' });

const PATHS = [3, 6, 7, 9, 16, 1, 17];
const NODES = [2, 3, 6, 10];

/** /demo: the diagram with memory on and a fixed set of paths and nodes highlighted. */
export default function DemoPage() {
  const names = NODES.map((n) => nodeById(n).name).join(', ');
  return (
    <div className="page">
      <PageHeading title="Tree of Life" eyebrow="Demo">
        <p>Ten sephirot, the hidden Da&rsquo;at and twenty-two paths, numbered in the Hermetic order.</p>
      </PageHeading>
      <figure className={styles.figure}>
        <TreeOfLife memory paths={PATHS} nodes={NODES} title="The Tree of Life, with Da'at shown" />
        <figcaption>
          Highlighted: the sephirot {names}, and paths {[...PATHS].sort((a, b) => a - b).join(', ')}.
        </figcaption>
      </figure>
    </div>
  );
}
