import { DashboardQuery } from '../../modules/analytics/admin-schemas';

// The dashboard's period: inclusive UTC days as YYYY-MM-DD, kept in the URL (?from=&to=) so a
// link can open any range.

export type DayRange = DashboardQuery;

/** The ranges one click away; anything else is a custom range. */
export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
export const DEFAULT_DAYS: PresetDays = 30;

const DAY_MS = 86_400_000;

/** The UTC day of a moment, as the API counts days. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** `day` moved by `days` (negative for earlier). */
export const addDays = (day: string, days: number): string => utcDay(new Date(Date.parse(day) + days * DAY_MS));

/** Days in a range, both ends included. */
export const lengthInDays = (range: DayRange): number => Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;

/** The last `days` days, ending with `today`. */
export const lastDays = (days: number, today: string): DayRange => ({ from: addDays(today, 1 - days), to: today });

/** The period as long, just before (as the API compares). */
export function previousPeriod(range: DayRange): DayRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - lengthInDays(range)), to };
}

/** Which preset a range is, if it is one ending today. */
export function presetOf(range: DayRange, today: string): PresetDays | undefined {
  return range.to === today ? PRESET_DAYS.find((days) => lengthInDays(range) === days) : undefined;
}

/** The range a query string asks for, or the default when it asks for none or for one the API would refuse. */
export function rangeFromSearch(search: URLSearchParams, today: string): DayRange {
  const parsed = DashboardQuery.safeParse({ from: search.get('from'), to: search.get('to') });
  return parsed.success ? parsed.data : lastDays(DEFAULT_DAYS, today);
}

/** Why a custom range cannot be asked for, in the API's own words, or null when it can. */
export function rangeProblem(range: DayRange): string | null {
  const parsed = DashboardQuery.safeParse(range);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Choose a valid period.');
}
