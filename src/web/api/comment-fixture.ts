import type { CommentResponse } from './comments';

/** A shown top-level comment as the API sends it, for the web's tests. */
export function commentFixture(id: number, over: Partial<CommentResponse> = {}): CommentResponse {
  const at = '2026-03-01T10:00:00.000Z';
  return {
    id,
    article_id: 'the_center',
    body: `Comment ${id}`,
    body_html: `<p>Comment ${id}</p>`,
    username: 'clara',
    author_is_admin: false,
    state: 'shown',
    parent_comment: null,
    depth: 0,
    children: [],
    likes: 2,
    dislikes: 1,
    created_at: at,
    updated_at: at,
    replies_to_load: 0,
    ...over,
  };
}
