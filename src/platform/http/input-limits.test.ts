import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { AppError } from '../errors';
import { MAX_DEPTH, MAX_ITEMS, MAX_STRING_BYTES, checkJsonShape } from './input-limits';

/** The code checkJsonShape refuses the text with, or null when it passes. */
const refusal = (text: string) => {
  try {
    checkJsonShape(text);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return `${err.status} ${err.code}`;
  }
};

const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value as object).map(depthOf)) : 0;
const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

describe('the shape of JSON text, before it is parsed', () => {
  test('nesting: up to MAX_DEPTH levels pass, one more is 400, however deep it goes', () => {
    expect(refusal(nested(MAX_DEPTH))).toBeNull();
    expect(refusal(nested(MAX_DEPTH + 1))).toBe('400 too_deep');
    expect(refusal(nested(100_000))).toBe('400 too_deep');
    expect(refusal('{"a":'.repeat(MAX_DEPTH + 1) + '1' + '}'.repeat(MAX_DEPTH + 1))).toBe('400 too_deep');
    // Unbalanced, as an attacker sends it: refused as soon as it is too deep, whatever follows.
    expect(refusal('['.repeat(6000))).toBe('400 too_deep');
  });

  test('items: MAX_ITEMS in one array or object pass, one more is 413', () => {
    const list = (n: number) => `[${Array.from({ length: n }, () => '0').join(',')}]`;
    const object = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;
    expect(refusal(list(MAX_ITEMS))).toBeNull();
    expect(refusal(list(MAX_ITEMS + 1))).toBe('413 too_large');
    expect(refusal(object(MAX_ITEMS))).toBeNull();
    expect(refusal(object(MAX_ITEMS + 1))).toBe('413 too_large');
    // Counted per container: many small lists are fine.
    expect(refusal(`[${Array.from({ length: 50 }, () => list(MAX_ITEMS / 2)).join(',')}]`)).toBeNull();
  });

  test('strings: MAX_STRING_BYTES pass, one more byte is 413; brackets, commas and escaped quotes inside a string are text', () => {
    expect(refusal(JSON.stringify('x'.repeat(MAX_STRING_BYTES)))).toBeNull();
    expect(refusal(JSON.stringify('x'.repeat(MAX_STRING_BYTES + 1)))).toBe('413 too_large');
    expect(refusal(`"${'x'.repeat(MAX_STRING_BYTES + 1)}`)).toBe('413 too_large');
    expect(refusal(JSON.stringify({ text: '['.repeat(1000) + ','.repeat(2000) + '\\"{'.repeat(100) }))).toBeNull();
  });

  test('generated JSON is refused for depth exactly when it is deeper than MAX_DEPTH', () => {
    // A shallow value wrapped in 0 to 2 × MAX_DEPTH arrays and objects, whose keys may hold brackets and quotes.
    const wrappers = fc.array(fc.option(fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', ',', 'a') }), { nil: null }), { maxLength: 2 * MAX_DEPTH });
    fc.assert(
      fc.property(wrappers, fc.jsonValue({ maxDepth: 2 }), (keys, leaf) => {
        const value = keys.reduce<unknown>((inner, key) => (key === null ? [inner] : { [key]: inner }), leaf);
        expect(refusal(JSON.stringify(value)) === '400 too_deep').toBe(depthOf(value) > MAX_DEPTH);
      }),
      { numRuns: 500 },
    );
  });
});
