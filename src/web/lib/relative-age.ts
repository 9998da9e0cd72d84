// SPEC §9: a relative age in seconds, minutes, hours, then days up to 7 days; older, the full date.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Ages up to this many days read "N days ago"; older ones show the date. */
export const MAX_RELATIVE_DAYS = 7;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

// One formatter per time zone: toLocaleDateString builds a new one on every call, which a list of
// dates pays for on a slow phone.
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();

/** "March 3, 2026", in the reader's time zone (or the one given). */
export function fullDate(d: Date, timeZone?: string): string {
  if (Number.isNaN(d.getTime())) return '';
  let format = formatters.get(timeZone);
  if (!format) formatters.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone })));
  return format.format(d);
}

/**
 * "12 seconds ago", "5 minutes ago", "3 hours ago", "1 day ago" … "7 days ago", then the full
 * date ("March 3, 2026"). A time a little ahead of `now` (another clock) reads "1 second ago";
 * an invalid date reads ''.
 */
export function relativeAge(when: Date | string, now: Date | number = Date.now(), timeZone?: string): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  const t = date.getTime();
  if (Number.isNaN(t)) return '';
  const age = Math.max(0, (typeof now === 'number' ? now : now.getTime()) - t);
  if (age < MINUTE) return plural(Math.max(1, Math.floor(age / SECOND)), 'second');
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  const days = Math.floor(age / DAY);
  if (days <= MAX_RELATIVE_DAYS) return plural(days, 'day');
  return fullDate(date, timeZone);
}
