import { describe, expect, it } from 'vitest';
import { PATHS, nodeById } from './geometry';

// The Hermetic order: path n joins these two sephirot (Keter=1 … Malkuth=10).
const EXPECTED: Array<[number, number]> = [
  [1, 2], [1, 3], [1, 6], [2, 3], [2, 6], [2, 4], [3, 6], [3, 5], [4, 5], [4, 6], [4, 7],
  [5, 6], [5, 8], [6, 7], [6, 9], [6, 8], [7, 8], [7, 9], [7, 10], [9, 8], [9, 10], [8, 10],
];

describe('Tree of Life geometry', () => {
  it('numbers the 22 paths in the Hermetic order', () => {
    expect(PATHS.map((p) => p.id)).toEqual(EXPECTED.map((_, i) => i + 1));
    expect(PATHS.map((p) => [p.from, p.to].sort((a, b) => Number(a) - Number(b)))).toEqual(EXPECTED.map((e) => [...e].sort((a, b) => a - b)));
  });

  it('names the sephirot from Keter to Malkuth, with Da\'at as memory', () => {
    expect(nodeById(1).name).toBe('Keter');
    expect(nodeById(6).name).toBe('Tiferet');
    expect(nodeById(10).name).toBe('Malkuth');
    expect(nodeById('memory').name).toBe("Da'at");
  });
});
