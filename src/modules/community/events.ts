import { z } from 'zod';
import { defineEvent } from '../../platform/events';

const id = z.number().int().positive();

/**
 * A member replied to a comment (published in the reply's transaction). The parent's author is
 * null when their account is gone; the newsletters tell them of it when they asked to hear.
 */
export const replyPosted = defineEvent(
  'community.reply-posted',
  z.object({ replyId: id, parentId: id, articleId: id, authorId: id, parentAuthorId: id.nullable() }),
);
