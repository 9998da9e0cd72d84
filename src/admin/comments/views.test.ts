import { describe, expect, test } from 'vitest';
import { emptyText, viewOf } from './views';

describe('the moderation list views', () => {
  test('the filter tells the view; no view filter is every comment', () => {
    expect(viewOf({ reported: true, q: 'spam' })).toBe('reported');
    expect(viewOf({ hidden: true })).toBe('hidden');
    expect(viewOf({ article_id: 'the_center' })).toBe('all');
  });

  test('an empty queue is the all-clear; a narrowed list says nothing matches', () => {
    expect(emptyText({ reported: true })).toBe('No reported comments. All quiet.');
    expect(emptyText({ reported: true, q: '' })).toBe('No reported comments. All quiet.');
    expect(emptyText({ hidden: true })).toBe('No hidden comments.');
    expect(emptyText({ reported: true, user_id: 4 })).toBe('No comments match these filters.');
  });
});
