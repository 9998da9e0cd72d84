import { allCountries } from 'country-region-data';
import countries from 'i18n-iso-countries';
import { formatAddress } from 'localized-address-format';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

// Countries, states and postcodes from maintained packages, not hand-written lists:
// i18n-iso-countries (ISO 3166-1), country-region-data (subdivision names and codes), and Google's
// address formats (localized-address-format) to tell where a postal address carries a state.

/** True for an ISO 3166-1 alpha-2 code. */
export const isCountry = (code: string): boolean => countries.isValid(code) && code.length === 2;

const PROBE = 'STATE-PROBE';
/** Whether the country's postal address format has a state line (US, CA, AU, JP, ... 75 in all). */
const addressHasState = (country: string): boolean =>
  formatAddress({ postalCountry: country, administrativeArea: PROBE, addressLines: ['1'], locality: 'x', postalCode: '1' }).some((line) => line.includes(PROBE));

const stateCodes = new Map<string, Record<string, string>>();
for (const [, country, regions] of allCountries) {
  if (!addressHasState(country)) continue;
  const codes = Object.fromEntries(regions.filter(([, code]) => code).map(([name, code]) => [code, name]));
  if (Object.keys(codes).length) stateCodes.set(country, codes);
}

/** Code → name of the country's states, or {} where its addresses have none. */
export const statesOf = (country: string): Record<string, string> => stateCodes.get(country) ?? {};

/** A postcode the country's format accepts (any non-blank one where no format is known). */
export const isPostcodeOf = (postcode: string, country: string): boolean =>
  !postcodeValidatorExistsForCountry(country) || postcodeValidator(postcode, country);
