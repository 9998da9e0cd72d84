import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

// The shipping form's countries: every ISO 3166-1 code with its English name (the package the
// server checks codes with), sorted by name. Only the checkout's chunk loads them.

countries.registerLocale(en);

export const DEFAULT_COUNTRY = 'US';

export interface CountryOption {
  code: string;
  name: string;
}

let list: CountryOption[] | null = null;

export function countryOptions(): CountryOption[] {
  list ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return list;
}
