import { describe, expect, it } from 'vitest';
import type { TagResponse } from '../../modules/content/schemas';
import { applyVote, authorName, bareDoi, countOf, doiHref, groupTags, shareLinks, volumeDescription, wasRevised, type VoteState } from './articles';

const state = (likes: number, dislikes: number, liked = false, disliked = false): VoteState => ({ likes, dislikes, liked, disliked });

describe('votes (SPEC §4: exclusive, pressing again undoes)', () => {
  it('a like adds one and marks it; undoing takes it back', () => {
    expect(applyVote(state(3, 1), 'like', true)).toEqual(state(4, 1, true, false));
    expect(applyVote(state(4, 1, true), 'like', false)).toEqual(state(3, 1));
  });

  it('liking removes a dislike and disliking removes a like', () => {
    expect(applyVote(state(3, 1, false, true), 'like', true)).toEqual(state(4, 0, true, false));
    expect(applyVote(state(4, 0, true, false), 'dislike', true)).toEqual(state(3, 1, false, true));
  });

  it('repeating a vote or undoing one not given changes nothing, and counts never go below zero', () => {
    expect(applyVote(state(4, 1, true), 'like', true)).toEqual(state(4, 1, true));
    expect(applyVote(state(4, 1), 'dislike', false)).toEqual(state(4, 1));
    expect(applyVote(state(0, 0, true), 'like', false)).toEqual(state(0, 0));
    expect(applyVote(state(0, 0, true), 'dislike', true)).toEqual(state(0, 1, false, true));
  });
});

describe('share links (SPEC §1: a social network, a microblog, a professional network and mail)', () => {
  it('carries the address and title, encoded', () => {
    const links = shareLinks('https://example.test/article/a_b', 'Ink & Paper?');
    expect(links.map((l) => l.network)).toEqual(['facebook', 'x', 'linkedin', 'email']);
    expect(links[0]!.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.test%2Farticle%2Fa_b');
    expect(links[1]!.href).toBe('https://x.com/intent/tweet?url=https%3A%2F%2Fexample.test%2Farticle%2Fa_b&text=Ink%20%26%20Paper%3F');
    expect(links[2]!.href).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.test%2Farticle%2Fa_b');
    expect(links[3]!.href).toBe('mailto:?subject=Ink%20%26%20Paper%3F&body=https%3A%2F%2Fexample.test%2Farticle%2Fa_b');
    for (const l of links) expect(l.label).toMatch(/^Share (on|by) /);
  });
});

describe('article details', () => {
  it('names the author in full, else by username, and a gone account in words', () => {
    expect(authorName({ username: 'admin', first_name: 'Clara', last_name: 'Winslow' })).toBe('Clara Winslow');
    expect(authorName({ username: 'admin', first_name: ' ', last_name: null })).toBe('admin');
    expect(authorName({ username: 'admin', first_name: null, last_name: 'Winslow' })).toBe('Winslow');
    expect(authorName(null)).toBe('A deleted member');
  });

  it('groups tags by type in SPEC §3 order, leaving out empty types', () => {
    const tag = (id: number, tag_type: TagResponse['tag_type']): TagResponse => ({ id, name: `t${id}`, label: `T${id}`, symbol: null, tag_type });
    const groups = groupTags([tag(1, 'mentioned'), tag(2, 'topic'), tag(3, 'volume'), tag(4, 'topic')]);
    expect(groups.map((g) => [g.type, g.tags.map((t) => t.id)])).toEqual([
      ['topic', [2, 4]],
      ['mentioned', [1]],
      ['volume', [3]],
    ]);
  });

  it('shows Updated only when the article changed on a later day', () => {
    expect(wasRevised('2026-03-01T10:00:00Z', '2026-03-10T10:00:00Z')).toBe(true);
    expect(wasRevised('2026-03-01T10:00:00Z', '2026-03-01T10:05:00Z')).toBe(false);
    expect(wasRevised('2026-03-10T10:00:00Z', '2026-03-01T10:00:00Z')).toBe(false);
    expect(wasRevised(null, '2026-03-10T10:00:00Z')).toBe(false);
  });

  it('links a DOI however it was written', () => {
    for (const doi of ['10.1002/j.1538-7305.1948.tb01338.x', 'doi:10.1002/j.1538-7305.1948.tb01338.x', 'https://doi.org/10.1002/j.1538-7305.1948.tb01338.x']) {
      expect(bareDoi(doi)).toBe('10.1002/j.1538-7305.1948.tb01338.x');
      expect(doiHref(doi)).toBe('https://doi.org/10.1002/j.1538-7305.1948.tb01338.x');
    }
    expect(doiHref('10.1000/a b<c>')).toBe('https://doi.org/10.1000/a%20b%3Cc%3E');
  });

  it('counts in words and reads a volume description only when it is text', () => {
    expect([countOf(0, 'comment'), countOf(1, 'comment'), countOf(2, 'comment')]).toEqual(['0 comments', '1 comment', '2 comments']);
    expect(volumeDescription({ description: ' Essays. ' })).toBe('Essays.');
    expect(volumeDescription({ description: 3 })).toBeNull();
    expect(volumeDescription({})).toBeNull();
  });
});
