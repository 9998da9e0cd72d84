import { AppError } from '../../platform/errors';
import { containsPattern, db as defaultDb, type Db } from '../../platform/db';
import { isId } from '../../platform/contract';
import { textFilter, textIdsFilter, type RaList } from '../../platform/http/ra-list';
import type { AdminArticleUpdate, ArticleStats } from './admin-schemas';
import { articleSummaries } from './presenters';
import { ARTICLE_ID_PATTERN, type ArticleBody, type ArticleSummary } from './schemas';

// The admin console's article list and counts. Records are ArticleSummary, their ids the slugs.

/** Sort fields of the console's list; `id` is the slug. */
export const ADMIN_ARTICLE_SORTS = ['id', 'title', 'created_at', 'updated_at', 'published_at', 'likes', 'dislikes', 'shares', 'num_comments'] as const;

/**
 * A page of articles, published or not: `q` in title, id or headline; `published` true/false;
 * `suppressed` true (unpublished after a publication) or false (not so: with published false, the drafts); `tag` a tag id; `volume` a volume's tag_slug (the articles it may feature); `id` a list of slugs (getMany).
 */
export async function listAdminArticles(list: RaList, db: Db = defaultDb): Promise<{ rows: ArticleSummary[]; total: number }> {
  const base = db('articles');
  const q = textFilter(list);
  if (q) {
    const like = containsPattern(q);
    base.where((w) => w.whereILike('title', like).orWhereILike('slug', like).orWhereILike('headline', like));
  }
  const { published, suppressed, tag, volume } = list.filter;
  if (typeof published === 'boolean') base.where('published', published);
  if (suppressed === true) base.where('published', false).whereNotNull('published_at');
  if (suppressed === false) base.where((w) => w.where('published', true).orWhereNull('published_at'));
  const tagId = typeof tag === 'string' && /^\d{1,10}$/.test(tag) ? Number(tag) : tag;
  if (tag !== undefined && tag !== null) {
    if (!isId(tagId)) throw new AppError('validation', 'The tag filter takes a tag id.', 400);
    base.whereExists(db('article_tags').whereRaw('article_tags.article_id = articles.id').where('article_tags.tag_id', tagId));
  }
  if (volume !== undefined) {
    if (typeof volume !== 'string' || !ARTICLE_ID_PATTERN.test(volume)) throw new AppError('validation', "The volume filter takes a volume's tag_slug.", 400);
    const volumeTag = db('tags').where({ name: volume, tag_type: 'volume' }).select('id');
    base.whereExists(db('article_tags').whereRaw('article_tags.article_id = articles.id').whereIn('article_tags.tag_id', volumeTag));
  }
  const slugs = textIdsFilter(list, ARTICLE_ID_PATTERN);
  if (slugs) base.whereIn('slug', slugs);
  const counted = await base.clone().count({ n: '*' }).first();
  // Articles never published sort after the others whichever the direction.
  const sort = list.sort === 'id' ? 'slug' : list.sort;
  const ids: number[] = await base
    .orderByRaw(sort === 'title' ? `lower(title) ${list.order}` : `?? ${list.order} nulls last`, sort === 'title' ? [] : [sort])
    .orderBy('id', list.order)
    .offset(list.offset)
    .limit(list.limit)
    .pluck('id');
  return { rows: await articleSummaries(ids, db), total: Number(counted?.n ?? 0) };
}

/** The article manager's counts: all, published, suppressed (unpublished after a publication), drafts (never published). */
export async function articleStats(db: Db = defaultDb): Promise<ArticleStats> {
  const row: ArticleStats = await db('articles')
    .first(
      db.raw('count(*)::int as total'),
      db.raw('(count(*) filter (where published))::int as published'),
      db.raw('(count(*) filter (where not published and published_at is not null))::int as suppressed'),
      db.raw('(count(*) filter (where not published and published_at is null))::int as drafts'),
    );
  return row;
}

/** The console's update as an ArticleBody: the path names the article, and the body may not name another. */
export function articleBodyFor(pathId: string, input: AdminArticleUpdate): ArticleBody {
  if (input.id !== undefined && input.id !== pathId) {
    throw new AppError('validation', 'The id cannot be changed.', 400, { id: ['The id cannot be changed.'] });
  }
  return { ...input, id: pathId };
}
