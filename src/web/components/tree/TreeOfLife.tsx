import { useId } from 'react';
import styles from './TreeOfLife.module.css';
import { DAAT, LABEL_R, NODES, NODE_R, PATHS, VIEW, nodeById, type NodeId, type TreeNode } from './geometry';

export interface TreeOfLifeProps {
  /** Shows the hidden node Da'at ('memory'). */
  memory?: boolean;
  /** Path numbers (1..22) to highlight. */
  paths?: readonly number[];
  /** Node numbers (1..10, or 'memory') to highlight. */
  nodes?: readonly NodeId[];
  /** The diagram's accessible name. */
  title?: string;
}

const on = (flag: boolean) => (flag ? 'true' : undefined);

function Node({ node, lit, hidden = false }: { node: TreeNode; lit: boolean; hidden?: boolean }) {
  const label = `${node.id === 'memory' ? '' : `${node.id}. `}${node.name}, ${node.meaning}${hidden ? ' (memory)' : ''}`;
  return (
    <g className={`${styles.node}${hidden ? ` ${styles.hidden}` : ''}`} data-highlighted={on(lit)} data-node={node.id}>
      <title>{lit ? `${label}, highlighted` : label}</title>
      <circle cx={node.x} cy={node.y} r={NODE_R} />
      {node.id !== 'memory' && (
        <text x={node.x} y={node.y - 5} className={styles.nodeNumber}>
          {node.id}
        </text>
      )}
      <text x={node.x} y={node.id === 'memory' ? node.y + 4 : node.y + 11} className={styles.nodeName}>
        {node.name}
      </text>
    </g>
  );
}

/** The Kabbalistic Tree of Life as inline SVG, with chosen paths and nodes highlighted. */
export function TreeOfLife({ memory = false, paths = [], nodes = [], title = 'The Tree of Life' }: TreeOfLifeProps) {
  const titleId = useId();
  const litPaths = new Set(paths);
  const litNodes = new Set<NodeId>(nodes);

  return (
    <svg
      className={styles.tree}
      viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
      aria-labelledby={titleId}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{title}</title>
      <g className={styles.paths}>
        {PATHS.map((path) => {
          const a = nodeById(path.from);
          const b = nodeById(path.to);
          const lit = litPaths.has(path.id);
          const lx = a.x + (b.x - a.x) * path.labelAt;
          const ly = a.y + (b.y - a.y) * path.labelAt;
          return (
            <g key={path.id} className={styles.path} data-highlighted={on(lit)} data-path={path.id}>
              <title>{`Path ${path.id}: ${a.name} to ${b.name}${lit ? ', highlighted' : ''}`}</title>
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
              <circle cx={lx} cy={ly} r={LABEL_R} className={styles.badge} />
              <text x={lx} y={ly + 0.5} className={styles.pathNumber}>
                {path.id}
              </text>
            </g>
          );
        })}
      </g>
      <g className={styles.nodes}>
        {memory && <Node node={DAAT} lit={litNodes.has('memory')} hidden />}
        {NODES.map((node) => (
          <Node key={String(node.id)} node={node} lit={litNodes.has(node.id)} />
        ))}
      </g>
    </svg>
  );
}
