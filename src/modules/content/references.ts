import type { Knex } from 'knex';
import { AppError } from '../../platform/errors';
import type { ReferenceInput } from './schemas';

/**
 * Sets an article's references to the list given, in its order: one with an id is that reference
 * of this article, edited; one without is new; the article's others are deleted. An id that is
 * not one of this article's references (or is listed twice) is a 400 on that reference.
 */
export async function saveReferences(trx: Knex.Transaction, articleId: number, references: ReferenceInput[]): Promise<void> {
  const existing = new Set<number>(await trx('article_references').where({ article_id: articleId }).pluck('id'));
  const kept = new Set<number>();
  for (const [index, ref] of references.entries()) {
    if (ref.id === undefined) continue;
    if (!existing.has(ref.id) || kept.has(ref.id)) {
      const message = 'This reference does not belong to the article.';
      throw new AppError('validation', message, 400, { [`references.${index}.id`]: [message] });
    }
    kept.add(ref.id);
  }
  const dropped = [...existing].filter((id) => !kept.has(id));
  if (dropped.length) await trx('article_references').whereIn('id', dropped).delete();
  const added = [];
  for (const [position, { id, ...fields }] of references.entries()) {
    if (id === undefined) added.push({ ...fields, article_id: articleId, position });
    else await trx('article_references').where({ id }).update({ ...fields, position });
  }
  if (added.length) await trx('article_references').insert(added);
}
