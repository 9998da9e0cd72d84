import type { Knex } from 'knex';
import { blocks, escapeHtml } from './html';

// The menu's pages (issue 27): About and Mission as an administrator would write them in the
// console, and a few links, so no entry of the seeded site's menu shows the placeholder.

function pages(siteName: string) {
  const name = escapeHtml(siteName);
  return [
    {
      slug: 'about',
      title: `About ${siteName}`,
      body: blocks(
        `${name} is a small bookshop and a library of articles kept by the same few people. We sell the books we typeset and print, in paper and as ebooks, and we write about reading, letters and the craft of making books.`,
        '<h2>The shop</h2>',
        'Every book in the shop is one we would give to a friend. Most come in several formats; ebooks are downloads you keep, without locks.',
        '<h2>The library</h2>',
        'The articles are free to read. They are grouped into volumes, and anyone with an account may comment on them, ask questions and answer other readers.',
      ),
    },
    {
      slug: 'mission',
      title: 'Our mission',
      body: blocks(
        'We want books to be comfortable to read and easy to own, and we want the conversation around them to stay kind and useful.',
        '<ul>\n<li>Make every page calm: good type, honest margins, nothing that shouts.</li>\n<li>Sell files you can keep, and paper that lasts.</li>\n<li>Keep the library open to everyone, and its discussions moderated by people.</li>\n</ul>',
        `If ${name} can help you make a book of your own, our services are there for that.`,
      ),
    },
  ];
}

const LINKS = [
  { title: 'Project Gutenberg', url: 'https://www.gutenberg.org/', description: 'Tens of thousands of free ebooks whose copyright has expired.' },
  { title: 'The Internet Archive', url: 'https://archive.org/', description: 'Scanned books, old web pages and a lending library.' },
  { title: 'Butterick’s Practical Typography', url: 'https://practicaltypography.com/', description: 'A clear guide to setting text well, on paper and on screens.' },
  { title: 'Standard Ebooks', url: 'https://standardebooks.org/', description: 'Carefully produced free editions of public-domain books.' },
];

export async function seedMenuPages(db: Knex, siteName: string): Promise<void> {
  await db('site_pages').insert(pages(siteName));
  await db('site_links').insert(LINKS.map((link, position) => ({ ...link, position })));
}
