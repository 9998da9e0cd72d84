import { config } from '../config';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as people write it, 'Friday 4 December 2026': a calendar day ('2026-12-04', such as a
 * delivery date) as it is, a moment (a refund, an order) as the day it was in the shop's time zone.
 */
export function humanDate(value: Date | string, timeZone = config.SHOP_TIME_ZONE): string {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = calendarDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: calendarDay ? 'UTC' : timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  // Built from the parts: en-GB puts a comma after the weekday in some ICU versions and not others.
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
