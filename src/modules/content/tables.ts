/** The tables this module owns; no other module names them (src/modules/tables.test.ts). */
export const contentTables = ['tags', 'articles', 'article_references', 'article_tags', 'article_votes', 'volumes', 'volume_featured_articles', 'article_words'] as const;
