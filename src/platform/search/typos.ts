// The typo rules of the site's search, as Meilisearch's defaults have them: one typo allowed in a
// word of 5 or more letters, two in a word of 9 or more, where a typo is a missing, an extra or a
// wrong letter, or two neighbouring letters swapped. Pure functions.

/** The longest word the dictionaries keep (migrations/helpers.ts), so the longest worth correcting. */
const LONGEST_WORD = 40;

/** How many typos a word of the query may carry. Words with digits, or longer than any word kept, are taken as typed. */
export function typoBudget(word: string): 0 | 1 | 2 {
  const letters = [...word].length;
  if (/\d/.test(word) || letters > LONGEST_WORD) return 0;
  if (letters >= 9) return 2;
  if (letters >= 5) return 1;
  return 0;
}

/** The words of a keyword, lower-cased: runs of letters and digits (so no query syntax survives). */
export function queryWords(keyword: string, max = 10): string[] {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein where a swap of neighbours costs one),
 * or max + 1 as soon as it is sure to exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[t.length]!, max + 1);
}

const ALPHABET = [...'abcdefghijklmnopqrstuvwxyz'];

/**
 * Every string one typo away from word: each letter dropped, each pair of neighbours swapped, each
 * letter replaced and a letter inserted anywhere (from a-z and the word's own letters). About 55
 * per letter: looked up at once in the dictionary's primary key, this finds every one-typo match
 * however short the word, where trigram similarity misses short words.
 */
export function oneTypoAway(word: string): Set<string> {
  const s = [...word];
  const letters = [...new Set([...ALPHABET, ...s])];
  const out = new Set<string>();
  for (let i = 0; i <= s.length; i++) {
    const head = s.slice(0, i).join('');
    const tail = s.slice(i).join('');
    for (const c of letters) out.add(head + c + tail);
    if (i < s.length) {
      const rest = s.slice(i + 1).join('');
      out.add(head + rest);
      for (const c of letters) if (c !== s[i]) out.add(head + c + rest);
      if (i + 1 < s.length) out.add(head + s[i + 1] + s[i] + s.slice(i + 2).join(''));
    }
  }
  out.delete(word);
  return out;
}
