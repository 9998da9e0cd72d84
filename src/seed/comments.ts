import type { Knex } from 'knex';
import { renderCommentMarkdown } from '../modules/community';
import type { SeededArticle } from './articles';
import { introductionSlug } from './articles-reading';
import type { Prng } from './prng';
import { THREADS } from './threads';
import type { Commenter, ThreadSeed } from './types';
import type { MemberIds } from './users';

const HOUR = 3_600_000;
const COMMENTERS: Commenter[] = ['admin', 'reader', 'iris', 'tomas', 'mina', 'jonah'];

interface Context {
  trx: Knex.Transaction;
  ids: MemberIds;
  rand: Prng;
  articleId: number;
}

/** Inserts a comment, its votes and (depth first) its replies; returns how many comments it wrote. */
async function insertThread(ctx: Context, thread: ThreadSeed, parent: { id: number; depth: number } | null, at: Date): Promise<number> {
  const voters = COMMENTERS.filter((who) => who !== thread.by)
    .map((who) => ({ who, roll: ctx.rand.next() }))
    .filter(({ roll }) => roll < 0.6);
  const votes = voters.map(({ who, roll }) => ({ user_id: ctx.ids[who], value: roll < 0.5 ? 1 : -1, created_at: new Date(at.getTime() + HOUR) }));
  const [row] = await ctx
    .trx('comments')
    .insert({
      article_id: ctx.articleId,
      parent_comment: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 0,
      user_id: ctx.ids[thread.by],
      body: thread.text,
      body_html: renderCommentMarkdown(thread.text),
      likes: votes.filter((v) => v.value === 1).length,
      dislikes: votes.filter((v) => v.value === -1).length,
      reply_count: thread.replies?.length ?? 0,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'depth']);
  const self = row as { id: number; depth: number };
  if (votes.length > 0) await ctx.trx('comment_votes').insert(votes.map((v) => ({ ...v, comment_id: self.id })));

  let written = 1;
  for (const [i, reply] of (thread.replies ?? []).entries()) {
    written += await insertThread(ctx, reply, self, new Date(at.getTime() + (2 + i * 5 + ctx.rand.int(0, 4)) * HOUR));
  }
  return written;
}

/** The threads of THREADS under their articles, with num_comments brought in line, and one report. Returns the count. */
export async function seedComments(trx: Knex.Transaction, opts: { siteName: string; articles: SeededArticle[]; ids: MemberIds; rand: Prng }): Promise<number> {
  const bySlug = new Map(opts.articles.map((a) => [a.slug, a]));
  let total = 0;
  for (const [key, threads] of Object.entries(THREADS)) {
    const article = bySlug.get(key === 'introduction' ? introductionSlug(opts.siteName) : key);
    if (!article) throw new Error(`Seed comments name an unknown article: ${key}`);
    const ctx: Context = { trx, ids: opts.ids, rand: opts.rand, articleId: article.id };
    let count = 0;
    for (const [i, thread] of threads.entries()) {
      count += await insertThread(ctx, thread, null, new Date(article.publishedAt.getTime() + (10 + i * 20) * HOUR));
    }
    await trx('articles').where({ id: article.id }).update({ num_comments: count });
    total += count;
  }
  await seedReport(trx, opts.ids);
  return total;
}

/** One open report, so the console's moderation queue shows what it is for on a fresh site. */
async function seedReport(trx: Knex.Transaction, ids: MemberIds): Promise<void> {
  const target: { id: number } | undefined = await trx('comments').where({ user_id: ids.mina, depth: 0 }).orderBy('id').first('id');
  if (!target) return;
  await trx('comment_reports').insert({ comment_id: target.id, user_id: ids.jonah, reason: 'I think this misquotes the article. Could someone check?' });
  await trx('comments').where({ id: target.id }).update({ open_reports: 1 });
}
