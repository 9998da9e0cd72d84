import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { oneTypoAway, queryWords, typoBudget, typoDistance } from './typos';

const word = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 0, maxLength: 12 });

describe('the typo budget (Meilisearch defaults)', () => {
  test('none under 5 letters, one from 5, two from 9; none for words with digits', () => {
    expect([typoBudget('grid'), typoBudget('grids'), typoBudget('typesetter'.slice(0, 8)), typoBudget('typesetting')]).toEqual([0, 1, 1, 2]);
    expect(typoBudget('1984s')).toBe(0);
    expect(typoBudget('x'.repeat(41))).toBe(0);
    expect(typoBudget('çàfébleus')).toBe(2);
  });

  test('query words: lower-cased runs of letters and digits, no syntax left', () => {
    expect(queryWords(`Grmamar's "grids" & (typo:*) | !x`)).toEqual(['grmamar', 's', 'grids', 'typo', 'x']);
    expect(queryWords('a b c d e f g h i j k l')).toHaveLength(10);
  });
});

describe('typoDistance (optimal string alignment)', () => {
  test('each kind of typo costs one: a swap, a missing, an extra and a wrong letter', () => {
    expect(typoDistance('grammar', 'grmamar', 2)).toBe(1);
    expect(typoDistance('grammar', 'gramar', 2)).toBe(1);
    expect(typoDistance('grammar', 'grammmar', 2)).toBe(1);
    expect(typoDistance('grammar', 'grammer', 2)).toBe(1);
    expect(typoDistance('typesetting', 'typsettign', 2)).toBe(2);
    expect(typoDistance('grammar', 'glamour', 2)).toBe(3);
    // Every row can stay within the cap while the last cell passes it (fast-check found this).
    expect(typoDistance('ac', 'cea', 1)).toBe(2);
  });

  test('is a distance: zero only to itself, symmetric, capped at max + 1', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = typoDistance(a, b, 20);
        expect(d === 0).toBe(a === b);
        expect(typoDistance(b, a, 20)).toBe(d);
        expect(typoDistance(a, b, 1)).toBe(Math.min(d, 2));
      }),
    );
  });
});

describe('oneTypoAway', () => {
  test('every string it gives is exactly one typo away', () => {
    fc.assert(
      fc.property(word, (w) => {
        for (const v of oneTypoAway(w)) expect(typoDistance(w, v, 2)).toBe(1);
      }),
      { numRuns: 50 },
    );
  });

  test('holds every one-typo spelling of a word (so the dictionary lookup misses none)', () => {
    const variants = oneTypoAway('grammar');
    for (const v of ['grmamar', 'gramar', 'grammmar', 'grammer', 'rgammar', 'grammra', 'xgrammar', 'grammarx']) expect(variants.has(v)).toBe(true);
    expect(variants.has('grammar')).toBe(false);
  });
});
