import { describe, expect, it } from 'vitest';
import { fullDate, relativeAge } from './relative-age';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('relative age (SPEC §9)', () => {
  it('counts seconds, then minutes, then hours', () => {
    expect(relativeAge(ago(0), now)).toBe('1 second ago');
    expect(relativeAge(ago(1 * s), now)).toBe('1 second ago');
    expect(relativeAge(ago(42 * s), now)).toBe('42 seconds ago');
    expect(relativeAge(ago(59.9 * s), now)).toBe('59 seconds ago');
    expect(relativeAge(ago(60 * s), now)).toBe('1 minute ago');
    expect(relativeAge(ago(59 * m + 59 * s), now)).toBe('59 minutes ago');
    expect(relativeAge(ago(h), now)).toBe('1 hour ago');
    expect(relativeAge(ago(23 * h + 59 * m), now)).toBe('23 hours ago');
  });

  it('counts days up to seven, then shows the full date', () => {
    expect(relativeAge(ago(d), now)).toBe('1 day ago');
    expect(relativeAge(ago(2 * d + 5 * h), now)).toBe('2 days ago');
    expect(relativeAge(ago(7 * d + 23 * h), now)).toBe('7 days ago');
    const older = ago(8 * d);
    expect(relativeAge(older, now)).toBe(fullDate(older));
    expect(relativeAge('2026-03-03T12:00:00Z', now)).toBe('March 3, 2026');
    expect(relativeAge('2024-11-23T12:00:00Z', now)).toBe('November 23, 2024');
  });

  it('writes the full date as en-US does, in the reader\'s zone or in UTC', () => {
    const late = new Date('2025-12-31T23:30:00Z');
    const en = (timeZone?: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(late);
    expect(fullDate(late, 'UTC')).toBe('December 31, 2025');
    expect(fullDate(late, 'UTC')).toBe(en('UTC'));
    expect(fullDate(late)).toBe(en());
    expect(fullDate(new Date('x'))).toBe('');
  });

  it('takes ISO strings and epoch numbers, and is kind to clocks ahead and bad input', () => {
    expect(relativeAge(ago(5 * m).toISOString(), now.getTime())).toBe('5 minutes ago');
    expect(relativeAge(new Date(now.getTime() + 30 * s), now)).toBe('1 second ago');
    expect(relativeAge('not a date', now)).toBe('');
  });
});
