/** The Tree of Life's layout: ten sephirot, the hidden Da'at ('memory') and the 22 paths. */

export type NodeId = number | 'memory';

export interface TreeNode {
  id: NodeId;
  name: string;
  meaning: string;
  x: number;
  y: number;
}

export interface TreePath {
  /** 1..22 in the Hermetic order (the Golden Dawn's 11..32 less ten). */
  id: number;
  from: NodeId;
  to: NodeId;
  /** Where along the line (0..1) its number sits; moved off crossings and nodes where needed. */
  labelAt: number;
}

export const VIEW = { x: 80, y: 12, width: 320, height: 574 };
export const NODE_R = 31;
export const LABEL_R = 9;

const MID = 240;
const LEFT = 120;
const RIGHT = 360;
const TOP = 50;
const H = 62;

export const NODES: readonly TreeNode[] = [
  { id: 1, name: 'Keter', meaning: 'Crown', x: MID, y: TOP },
  { id: 2, name: 'Chokmah', meaning: 'Wisdom', x: RIGHT, y: TOP + H },
  { id: 3, name: 'Binah', meaning: 'Understanding', x: LEFT, y: TOP + H },
  { id: 4, name: 'Chesed', meaning: 'Mercy', x: RIGHT, y: TOP + 3 * H },
  { id: 5, name: 'Gevurah', meaning: 'Severity', x: LEFT, y: TOP + 3 * H },
  { id: 6, name: 'Tiferet', meaning: 'Beauty', x: MID, y: TOP + 4 * H },
  { id: 7, name: 'Netzach', meaning: 'Victory', x: RIGHT, y: TOP + 5 * H },
  { id: 8, name: 'Hod', meaning: 'Splendour', x: LEFT, y: TOP + 5 * H },
  { id: 9, name: 'Yesod', meaning: 'Foundation', x: MID, y: TOP + 6 * H },
  { id: 10, name: 'Malkuth', meaning: 'Kingdom', x: MID, y: TOP + 8 * H },
];

/** The hidden eleventh sephirah, shown only when memory is on. */
export const DAAT: TreeNode = { id: 'memory', name: "Da'at", meaning: 'Knowledge', x: MID, y: TOP + 2 * H };

const p = (id: number, from: number, to: number, labelAt = 0.5): TreePath => ({ id, from, to, labelAt });

export const PATHS: readonly TreePath[] = [
  p(1, 1, 2),
  p(2, 1, 3),
  p(3, 1, 6, 0.185),
  p(4, 2, 3, 0.3),
  p(5, 2, 6),
  p(6, 2, 4),
  p(7, 3, 6),
  p(8, 3, 5),
  p(9, 4, 5, 0.3),
  p(10, 4, 6),
  p(11, 4, 7),
  p(12, 5, 6),
  p(13, 5, 8),
  p(14, 6, 7),
  p(15, 6, 9, 0.375),
  p(16, 6, 8),
  p(17, 7, 8, 0.3),
  p(18, 7, 9),
  p(19, 7, 10),
  p(20, 9, 8),
  p(21, 9, 10),
  p(22, 8, 10),
];

export function nodeById(id: NodeId): TreeNode {
  const node = id === 'memory' ? DAAT : NODES.find((n) => n.id === id);
  if (!node) throw new Error(`No sephirah ${String(id)}`);
  return node;
}
