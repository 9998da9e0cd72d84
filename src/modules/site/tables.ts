/** The tables this module owns; no other module names them (src/modules/tables.test.ts). */
export const siteTables = ['site_pages', 'site_links'] as const;
