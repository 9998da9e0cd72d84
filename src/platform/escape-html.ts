/** Text for HTML: the five characters that could end an attribute or start a tag, as entities. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
