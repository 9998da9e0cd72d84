/** A member's page (/members/{username}, issue 36): /members links each name to it. */
export const memberHref = (username: string) => `/members/${encodeURIComponent(username)}`;
