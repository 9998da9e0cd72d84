/**
 * A zone's countries are typed as 'SE, NO, DK' and stored as ['SE', 'NO', 'DK']. The form keeps the
 * text while it is typed (parsing each keystroke would eat the comma being typed) and converts on save.
 */
export const countriesText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');

export const countryCodes = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
    : countriesText(value)
        .split(/[\s,;]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);

/** How a zone's countries read in a list: none means every country no other zone names. */
export const countriesLabel = (countries: string[]) => (countries.length ? countries.join(', ') : 'Every other country');
