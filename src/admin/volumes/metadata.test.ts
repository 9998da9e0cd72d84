import { describe, expect, test } from 'vitest';
import { asMetadata, descriptionOf, keyProblem, toMetadata, toRows } from './metadata';

describe('volume metadata', () => {
  const metadata = { description: 'Essays on type.', editor: 'Ada', issue: 3, colours: ['ink', 'paper'] };

  test('the description has its field; the rest are rows, non-text as JSON', () => {
    expect(descriptionOf(metadata)).toBe('Essays on type.');
    expect(toRows(metadata)).toEqual([
      { key: 'editor', value: 'Ada', json: false },
      { key: 'issue', value: '3', json: true },
      { key: 'colours', value: '["ink","paper"]', json: true },
    ]);
  });

  test('reads back what it showed, unchanged', () => {
    expect(toMetadata(descriptionOf(metadata), toRows(metadata))).toEqual(metadata);
  });

  test('leaves out a blank description and rows without a key; JSON that no longer parses stays text', () => {
    expect(
      toMetadata('  ', [
        { key: ' season ', value: 'Spring', json: false },
        { key: '', value: 'orphan', json: false },
        { key: 'issue', value: '3 (bis)', json: true },
      ]),
    ).toEqual({ season: 'Spring', issue: '3 (bis)' });
  });

  test('flags a repeated key, a value without a key, and a second description', () => {
    const rows = [
      { key: 'a', value: '1', json: false },
      { key: 'a', value: '2', json: false },
      { key: '', value: 'x', json: false },
      { key: 'description', value: 'y', json: false },
      { key: '', value: '', json: false },
    ];
    expect(rows.map((_, i) => keyProblem(rows, i))).toEqual([undefined, 'This key is already used above.', 'Give this value a key.', 'The description has its own field.', undefined]);
  });

  test('anything but an object is no metadata', () => {
    expect(asMetadata(null)).toEqual({});
    expect(asMetadata([1])).toEqual({});
    expect(asMetadata({ a: 1 })).toEqual({ a: 1 });
  });
});
