/** The tables this module owns; no other module names them (src/modules/tables.test.ts). */
export const communityTables = ['comments', 'comment_votes', 'comment_reports', 'comment_bans'] as const;
