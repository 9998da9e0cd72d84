import { z } from 'zod';
import { defineEvent } from '../../platform/events';

/** An article was published for the first time (not an edit, not a re-publish after a suspension): the newsletters send it. */
export const articlePublished = defineEvent('content.article-published', z.object({ articleId: z.number().int().positive() }));
