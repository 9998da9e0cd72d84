import { describe, expect, test } from 'vitest';
import { moveHighlight } from './listbox';
import { addTag, matchTags } from './tag-matches';

describe('the tag finder (SPEC §5)', () => {
  const tags = [
    { id: 1, name: 'typography', label: 'Typography', symbol: null },
    { id: 2, name: 'type-design', label: 'Type Design', symbol: null },
    { id: 3, name: 'history', label: 'History', symbol: null },
    { id: 4, name: 'prototype', label: 'Prototypes', symbol: null },
  ];

  test('matches a trimmed, case-insensitive substring of the label; starts-with first', () => {
    expect(matchTags(tags, '  TYP ', []).map((t) => t.id)).toEqual([2, 1, 4]);
    expect(matchTags(tags, 'story', []).map((t) => t.id)).toEqual([3]);
    expect(matchTags(tags, '   ', [])).toEqual([]);
    expect(matchTags(tags, 'zzz', [])).toEqual([]);
  });

  test('leaves out chosen tags, and a tag cannot be added twice', () => {
    expect(matchTags(tags, 'typ', [1]).map((t) => t.id)).toEqual([2, 4]);
    expect(addTag([1, 2], 2)).toEqual([1, 2]);
    expect(addTag([1], 3)).toEqual([1, 3]);
  });

  test('at most ten matches', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, name: `t${i}`, label: `Tag ${i}`, symbol: null }));
    expect(matchTags(many, 'tag', [])).toHaveLength(10);
  });

  test('the highlight wraps around at both ends', () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
});
