import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { config } from '../../platform/config';

// OWASP ASVS level 2: no composition rules, but refuse breached and easily guessed passwords.
// zxcvbn-ts carries ~50k common and breached passwords and spots keyboard walks, dates,
// repeats and l33t spellings of them; score 2 means at least about 10^6 guesses.
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
const MIN_SCORE = 2;

export const WEAK_PASSWORD = 'This password is too common or too easy to guess. Try a longer phrase of unusual words.';

/** Null when the password is strong enough; otherwise the message for the password field. */
export function passwordWeakness(password: string, personal: Array<string | null | undefined> = []): string | null {
  // The member's own names and the site's name make a password guessable too.
  const inputs = [...personal, config.SITE_NAME].filter((v): v is string => !!v).flatMap((v) => [v, ...v.split(/[@._\s-]+/)]);
  return estimator.check(password.slice(0, 128), inputs).score >= MIN_SCORE ? null : WEAK_PASSWORD;
}
