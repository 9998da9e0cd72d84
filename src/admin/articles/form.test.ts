import { describe, expect, test } from 'vitest';
import type { TagResponse } from '../../modules/content/schemas';
import {
  REQUIRED,
  emptyReference,
  hasTag,
  isTemporaryReferenceId,
  matchTags,
  namesTag,
  referenceErrors,
  requiredHtml,
  slugFromTitle,
  temporaryReferenceId,
  toArticleBody,
  type ArticleFormValues,
} from './form';

const tag = (id: number, name: string, label: string, tag_type: TagResponse['tag_type'] = 'topic'): TagResponse => ({ id, name, label, symbol: null, tag_type });

describe('references', () => {
  test('a new reference gets its own temporary id, too long to be sent', () => {
    const a = temporaryReferenceId();
    const b = temporaryReferenceId();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThan(11);
    expect(isTemporaryReferenceId(a, 'create')).toBe(true);
    expect(isTemporaryReferenceId(a, 'update')).toBe(true);
    expect(emptyReference().id).not.toBe(emptyReference().id);
  });

  test('ids longer than 10 characters (11 on update) are temporary; saved ids are kept', () => {
    expect(isTemporaryReferenceId(42, 'update')).toBe(false);
    expect(isTemporaryReferenceId('42', 'create')).toBe(false);
    expect(isTemporaryReferenceId('12345678901', 'create')).toBe(true);
    expect(isTemporaryReferenceId('12345678901', 'update')).toBe(false);
    expect(isTemporaryReferenceId('123456789012', 'update')).toBe(true);
    expect(isTemporaryReferenceId(undefined, 'update')).toBe(true);
  });

  test('author and title are required once trimmed', () => {
    expect(referenceErrors({ ...emptyReference(), author: '  ', title: 'Walden' })).toEqual({ author: REQUIRED });
    expect(referenceErrors({ ...emptyReference(), author: 'Thoreau', title: '' })).toEqual({ title: REQUIRED });
    expect(referenceErrors({ ...emptyReference(), author: 'Thoreau', title: 'Walden' })).toEqual({});
  });
});

describe('the tag picker', () => {
  const tags = [tag(1, 'typography', 'Typography'), tag(2, 'type_design', 'Type design'), tag(3, 'poetry', 'Poetry'), tag(4, 'typography', 'Typography', 'mentioned')];

  test('matches a trimmed keyword anywhere in the label, whatever its case', () => {
    expect(matchTags(tags, '  TYP ', 'topic').map((t) => t.id)).toEqual([2, 1]);
    expect(matchTags(tags, 'graph', 'topic').map((t) => t.id)).toEqual([1]);
    expect(matchTags(tags, '   ', 'topic')).toEqual([]);
    expect(matchTags(tags, 'verse', 'topic')).toEqual([]);
  });

  test("offers a tag once, as the chosen type's own tag when there is one", () => {
    expect(matchTags(tags, 'typography', 'mentioned').map((t) => t.id)).toEqual([4]);
    expect(matchTags(tags, 'typography', 'volume').map((t) => t.id)).toEqual([1]);
  });

  test('labels that start with the keyword come first', () => {
    const more = [tag(5, 'a_poem', 'A poem'), tag(6, 'poems', 'Poems')];
    expect(matchTags(more, 'poem', 'topic').map((t) => t.id)).toEqual([6, 5]);
  });

  test('a tag and type pair cannot be added twice', () => {
    const chosen = [{ id: 4, name: 'typography', label: 'Typography', tag_type: 'mentioned' as const }];
    expect(hasTag(chosen, tags[3]!, 'mentioned')).toBe(true);
    // The topic tag of the same name, applied as mentioned, is the same pair.
    expect(hasTag(chosen, tags[0]!, 'mentioned')).toBe(true);
    expect(hasTag(chosen, tags[0]!, 'topic')).toBe(false);
  });

  test('a keyword that names no tag exactly can become a new tag', () => {
    expect(namesTag(tags, ' poetry ')).toBe(true);
    expect(namesTag(tags, 'poet')).toBe(false);
  });
});

describe('toArticleBody', () => {
  const values: ArticleFormValues & Record<string, unknown> = {
    id: 'on_margins',
    title: '  On margins ',
    subtitle: '',
    headline: null,
    body: '<p>Text</p>',
    references: [
      { id: 7, author: ' Thoreau ', title: 'Walden', title_href: '', publication_date: '1854', publisher: null, doi: null },
      { id: temporaryReferenceId(), author: 'Dickinson', title: 'Poems', title_href: 'https://example.org', publication_date: null, publisher: ' ', doi: null },
    ],
    tags: [{ id: 1, name: 'typography', label: 'Typography', symbol: null, tag_type: 'mentioned' }],
    published: true,
    // Read-only fields of the record are not sent.
    likes: 3,
    author: { username: 'ada', first_name: null, last_name: null },
  };

  test('sends only the API fields; new references without an id, saved ones by number', () => {
    expect(toArticleBody(values, 'create')).toEqual({
      id: 'on_margins',
      title: 'On margins',
      subtitle: null,
      headline: null,
      body: '<p>Text</p>',
      references: [
        { id: 7, author: 'Thoreau', title: 'Walden', title_href: null, publication_date: '1854', publisher: null, doi: null },
        { author: 'Dickinson', title: 'Poems', title_href: 'https://example.org', publication_date: null, publisher: null, doi: null },
      ],
      tags: [{ id: 1, tag_type: 'mentioned' }],
      published: true,
    });
  });

  test("on update the id is the record's and publishing is left to the switch", () => {
    const body = toArticleBody({ ...values, id: 'changed' }, 'update', 'on_margins');
    expect(body.id).toBe('on_margins');
    expect(body).not.toHaveProperty('published');
  });
});

test('a body of empty paragraphs is blank', () => {
  expect(requiredHtml('')).toBe(REQUIRED);
  expect(requiredHtml('<p></p><p> &nbsp;</p>')).toBe(REQUIRED);
  expect(requiredHtml(null)).toBe(REQUIRED);
  expect(requiredHtml('<p>x</p>')).toBeUndefined();
  expect(requiredHtml('<p><img src="/a.png"></p>')).toBeUndefined();
});

test('an id is suggested from the title', () => {
  expect(slugFromTitle('The Centre, Again!')).toBe('the_centre_again');
  expect(slugFromTitle('Café à la carte')).toBe('cafe_a_la_carte');
});
