import type { Knex } from 'knex';
import { withTransaction, type Db } from '../db';
import { oneTypoAway, queryWords, typoBudget, typoDistance } from './typos';

/**
 * A keyword made ready for full-text search against a table's english `search` column, forgiving
 * typos the way Meilisearch's defaults do (./typos.ts): each word of the query matches itself, the
 * dictionary's words within its typo budget, and the last word also the longer words it begins
 * (search as you type). Every word must match. The module's dictionary (a table of the words its
 * texts hold; migrations/helpers.ts makeSearchable) supplies the corrections, so a misspelling is
 * corrected to words that exist before the query runs, and the GIN index does the rest.
 */
export interface KeywordSearch {
  /** The tsquery to filter by, parsed by `parser` (see tsQuery). */
  match: string;
  /** Only the words as typed: documents matching it rank above those found through corrections. */
  exact: string;
  parser: 'to_tsquery' | 'websearch_to_tsquery';
  /** The keyword with each misspelt word (one the texts do not hold) replaced by its nearest correction. */
  corrected?: string;
  /**
   * The words as typed, or as `corrected` says: what a snippet marks (parsed by `parser`). Rows
   * found through another correction or a completion show their passage unmarked rather than
   * near-miss words ("heading" for "reading") marked.
   */
  shown: string;
  /**
   * Set when full text would drop every word as an English stop word ("the", "to be"): such a
   * keyword finds the titles that carry each of these words whole instead (keywordMatch), newest
   * first, since full text has nothing to rank them by.
   */
  titleWords?: string[];
  searched: Searchable;
}

/** What a module searches: the dictionary of its texts' words, its text vector and its title column. */
export interface Searchable {
  dictionary: string;
  vector: string;
  title: string;
}

/**
 * The site's vocabulary: every module's dictionary (registerSearchable). A word any of them holds is
 * a word, so no tab corrects it, even one whose own texts lack it ("palace" on the shop's tab).
 */
const vocabulary = new Set<string>();

/** Adds a module's dictionary to the site's vocabulary; returns what its searches name. */
export function registerSearchable(searchable: Searchable): Searchable {
  vocabulary.add(searchable.dictionary);
  return searchable;
}

/** Corrections kept per word, nearest first: enough for a word's likely intents, few enough to stay fast. */
const MAX_CORRECTIONS = 8;
/** Longer words the last word may be the beginning of, shortest first. */
const MAX_COMPLETIONS = 10;
/** Trigram similarity at which a two-typo candidate of a long word is checked (two typos can leave 0.25). */
const TWO_TYPO_SIMILARITY = 0.2;

/** Quotes, a leading minus or OR: the keyword uses web search syntax, taken as written. */
const WEB_SYNTAX = /"|(^|\s)-[\p{L}\p{N}]|\sor\s/iu;

/**
 * Relevance ranks the newest this many rows matching the words as typed and as many matching the
 * whole typo-tolerant keyword (plus the page asked for). Each set is read in its listing index's
 * order, so a word in half the texts stops after a couple of hundred rows instead of reading (and
 * detoasting) every match's text vector (DESIGN.md §6). Over 100,000 rows: every match of a
 * common word cost 200–1,000 ms, 300 of each 12 ms, 100 of each 4 ms; and past about 200 the
 * planner gives up the index's order for two common words and sorts all their matches (220 ms).
 */
export const RANKED_CANDIDATES = 100;

/**
 * A page's ids best first: rows holding the words as typed above those found through a
 * correction, then by ts_rank. `newest` reads the newest candidates meeting a condition
 * (keywordMatch), selecting `id` and `search`, limited to candidates(wanted). Not for a search of
 * titles (`titleWords`): full text has nothing to rank those by.
 */
export function rankedIds(db: Db, search: KeywordSearch, newest: (condition: Knex.Raw) => Knex.QueryBuilder): Knex.QueryBuilder {
  const [exact, match] = [tsQuery(db, search, 'exact'), tsQuery(db, search, 'match')];
  return db
    .with('c', db.union([newest(keywordMatch(db, search, 'exact')), newest(keywordMatch(db, search, 'match'))], true))
    .from('c')
    .select('c.id')
    .orderByRaw('c.search @@ ? desc', [exact])
    .orderByRaw('ts_rank(c.search, ?) desc', [match])
    .orderBy('c.id', 'desc');
}

/** How many candidates to rank for a page that ends at `wanted`. */
export const candidates = (wanted: number) => Math.max(RANKED_CANDIDATES, wanted);

/** The SQL of a tsquery for KeywordSearch.match, .exact or .shown. */
export function tsQuery(db: Db, search: KeywordSearch, which: 'match' | 'exact' | 'shown'): Knex.Raw {
  return db.raw(`${search.parser}('english', ?)`, [search[which]]);
}

/**
 * The condition a row of the searched table meets: its text vector matches the tsquery; for a
 * keyword of stop words only, its title holds each word whole (any case). Query words are letters
 * and digits only, so none of them is regular expression syntax.
 */
export function keywordMatch(db: Db, search: KeywordSearch, which: 'match' | 'exact'): Knex.Raw {
  const { vector, title } = search.searched;
  if (search.titleWords) return db.raw(search.titleWords.map(() => '?? ~* ?').join(' and '), search.titleWords.flatMap((w) => [title, `\\m${w}\\M`]));
  return db.raw(`?? @@ ${search.parser}('english', ?)`, [vector, search[which]]);
}

/** True when English full text keeps none of the words (stop words only, as "the"). */
async function onlyStopWords(db: Db, words: string[]): Promise<boolean> {
  const row: { none: boolean } = await db.first(db.raw("to_tsvector('english', ?) = ''::tsvector as none", [words.join(' ')]));
  return row.none;
}

/** Null when the keyword holds no word to search for (only punctuation). */
export async function keywordSearch(db: Db, searchable: Searchable, keyword: string): Promise<KeywordSearch | null> {
  const words = queryWords(keyword);
  if (WEB_SYNTAX.test(keyword)) {
    const web = { match: keyword, exact: keyword, shown: keyword, parser: 'websearch_to_tsquery', searched: searchable } as const;
    return words.length && (await onlyStopWords(db, words)) ? { ...web, titleWords: words } : web;
  }
  if (!words.length) return null;
  const last = words[words.length - 1]!;
  const [stopWords, known] = await Promise.all([onlyStopWords(db, words), dictionaryWords(db, searchable.dictionary, words, last)]);
  if (stopWords) return { match: words.join(' & '), exact: words.join(' & '), shown: words.join(' | '), parser: 'to_tsquery', titleWords: words, searched: searchable };

  const groups = words.map((word, i) => {
    const budget = typoBudget(word);
    const corrections = [...known.near]
      .map((candidate) => ({ candidate, distance: budget ? typoDistance(word, candidate, budget) : 1 }))
      .filter((c) => c.candidate !== word && c.distance <= budget)
      .sort((a, b) => a.distance - b.distance || Math.abs(a.candidate.length - word.length) - Math.abs(b.candidate.length - word.length) || a.candidate.localeCompare(b.candidate))
      .slice(0, MAX_CORRECTIONS)
      .map((c) => c.candidate);
    const completions = i === words.length - 1 ? known.completions : [];
    // Spelled right when some text of the site holds it, as typed or in another form full text takes it for.
    const spelledRight = known.near.has(word) || known.spelledRight.has(word);
    return { word, corrections, completions, misspelt: budget > 0 && !spelledRight && corrections.length > 0 };
  });

  const alternatives = (g: (typeof groups)[number]) => {
    const terms = new Set([g.word, ...g.corrections, ...g.completions]);
    if (g === groups[groups.length - 1] && [...g.word].length >= 3) terms.add(`${g.word}:*`);
    return `(${[...terms].join(' | ')})`;
  };
  const searched = groups.map((g) => (g.misspelt ? g.corrections[0]! : g.word));
  const corrected = groups.some((g) => g.misspelt) ? searched.join(' ') : undefined;
  return {
    match: groups.map(alternatives).join(' & '),
    exact: words.join(' & '),
    shown: searched.join(' | '),
    parser: 'to_tsquery',
    searched: searchable,
    ...(corrected ? { corrected } : {}),
  };
}

/**
 * The dictionary's words near the query's: the words themselves and everything one typo away (one
 * primary-key lookup), two typos away for long words the dictionary lacks (trigram candidates),
 * and the completions of the last word; and the query's words that any dictionary of the site
 * holds, as typed or by a word sharing their English stem (`stem`,
 * migrations/20261205000100_search_word_stems.ts).
 */
async function dictionaryWords(db: Db, dictionary: string, words: string[], last: string) {
  const probes = new Set(words);
  for (const w of words) if (typoBudget(w) > 0) for (const v of oneTypoAway(w)) probes.add(v);
  const completing = [...last].length >= 3 && typoBudget(last) < 2 ? last : null;
  const holders = [...new Set([dictionary, ...vocabulary])];
  const [found, spelledRight, completions] = await Promise.all([
    // One array parameter, not hundreds: planning a long IN list costs more than running it.
    db(dictionary).whereRaw('word = any(?::text[])', [[...probes]]).pluck('word') as Promise<string[]>,
    db
      .select('q.w')
      .from(db.raw('unnest(?::text[]) as q(w)', [words]))
      .where((any) => {
        // Apart, so each probe is one index lookup (word is the key, stem has its index).
        for (const table of holders) {
          any.orWhereExists((e) => e.select(db.raw('1')).from(`${table} as d`).whereRaw('d.word = q.w'));
          any.orWhereExists((e) => e.select(db.raw('1')).from(`${table} as d`).whereRaw(`d.stem = (ts_lexize('english_stem', q.w))[1]`));
        }
      })
      .pluck('q.w') as Promise<string[]>,
    completing
      ? (db(dictionary)
          .where('word', 'like', `${completing}%`)
          .whereNot('word', completing)
          .orderByRaw('length(word), word')
          .limit(MAX_COMPLETIONS)
          .pluck('word') as Promise<string[]>)
      : Promise.resolve([]),
  ]);
  const near = new Set(found);
  const far = words.filter((w) => typoBudget(w) === 2 && !near.has(w));
  if (far.length) for (const w of await twoTyposAway(db, dictionary, far)) near.add(w);
  return { near, spelledRight: new Set(spelledRight), completions };
}

/** Candidates for long words the dictionary lacks, by trigram similarity; typoDistance decides. */
function twoTyposAway(db: Db, dictionary: string, words: string[]): Promise<string[]> {
  return withTransaction(db, async (trx) => {
    await trx.raw(`set local pg_trgm.similarity_threshold = ${TWO_TYPO_SIMILARITY}`);
    const rows = await Promise.all(
      words.map(
        (w) =>
          trx(dictionary)
            .whereRaw('lower(word) % ?', [w])
            .whereRaw('length(word) between ? and ?', [w.length - 2, w.length + 2])
            .orderByRaw('similarity(word, ?) desc', [w])
            .limit(50)
            .pluck('word') as Promise<string[]>,
      ),
    );
    return rows.flat();
  });
}
