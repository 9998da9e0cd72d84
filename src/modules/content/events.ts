import { z } from 'zod';
import { defineEvent } from '../../platform/events';

const articleId = z.number().int().positive();

/**
 * An article went from unpublished to published: `first` its first publication ever (not a
 * re-publish after a suspension), `email` its own choice to email the subscribers. Events queued
 * before those two were carried (a first publication, mailed) read as such.
 */
export const articlePublished = defineEvent(
  'content.article-published',
  z.object({ articleId, first: z.boolean().default(true), email: z.boolean().default(true) }),
);

/** A published article was suspended (unpublished): a newsletter waiting to start is cancelled. */
export const articleSuspended = defineEvent('content.article-suspended', z.object({ articleId }));
