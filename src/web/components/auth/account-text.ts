import { PASSWORD_MIN } from '../../../modules/accounts/schemas';

// Words the account pages share. This file reads schemas.ts (and so zod): only the lazily loaded
// account pages import it, never the shell.

export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. Common or easily guessed passwords are refused; a few unrelated words make a strong one.`;
export const ERROR_HEADING = 'An error occurred.';
