import type { AdminCommentRecord } from '../../modules/community/schemas';
import { excerpt } from '../shared/excerpt';

const PRIVATE = 0xe000;

/**
 * A comment's markdown as the words a reader sees, for a list row: no markup, links as their
 * text, images as their alt text. Rough on purpose (rows are one line); the comment's page renders
 * the server's sanitised HTML.
 */
export function markdownToText(markdown: string): string {
  return (
    markdown
      // An escaped character is text: it is set aside (as a private-use character) until the end.
      .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, (_, c: string) => String.fromCharCode(PRIVATE + c.charCodeAt(0)))
      .replace(/^\s*(```|~~~).*$/gm, '') // code fences; the code itself stays
      .replace(/^\s{0,3}([-*_])(\s*\1){2,}\s*$/gm, '') // horizontal rules
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links: their text
      .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1') // autolinks
      .replace(/<\/?[a-z][^>]*>/gi, '') // raw HTML tags
      .replace(/^\s{0,3}#{1,6}\s+/gm, '') // headings
      .replace(/^\s{0,3}(>\s?)+/gm, '') // quotes
      .replace(/^\s*([-*+]|\d+[.)])\s+/gm, '') // list markers
      .replace(/`+([^`]+?)`+/g, '$1') // inline code
      .replace(/(\*\*|__|~~)(?=\S)(.+?)(?<=\S)\1/g, '$2') // strong, strikethrough
      .replace(/(^|[^\w*])([*_])(?=\S)(.+?)(?<=\S)\2(?![\w*])/g, '$1$3') // emphasis, not snake_case
      .replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - PRIVATE))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The comment's text in one short line; a deleted comment's text is gone. */
export const commentExcerpt = (comment: Pick<AdminCommentRecord, 'body' | 'deleted'>, max = 120) =>
  comment.deleted && !comment.body ? '[deleted]' : excerpt(markdownToText(comment.body), max);

/** The reasons given in the open reports, each once, most frequent first ('spam ×2, rude'); blank ones count as 'no reason'. */
export function openReasons(reports: AdminCommentRecord['reports']): string {
  const counts = new Map<string, number>();
  for (const report of reports) {
    if (report.resolved) continue;
    const reason = report.reason?.trim() || 'no reason';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => (n > 1 ? `${reason} ×${n}` : reason))
    .join(', ');
}
