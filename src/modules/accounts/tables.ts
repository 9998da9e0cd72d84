/** The tables this module owns; no other module names them (src/modules/tables.test.ts). */
export const accountsTables = ['roles', 'users', 'user_roles', 'sessions', 'account_tokens', 'ip_records', 'user_sign_ins'] as const;
