import type { Knex } from 'knex';
import { blocks } from './html';
import { storeServiceBanner } from './images';
import { storage } from '../platform/storage';

/** The two professional services of SPEC.md §2 (Services page), keyed by the slugs it lists. */
function services(siteName: string) {
  return [
    {
      key: 'books_typesetting_publishing',
      title: 'Book Typesetting and Publishing',
      subtitle: 'From finished manuscript to printed book and ebook',
      colour: '#2f4858',
      description: blocks('Careful interior design and typesetting for authors, small presses and institutions, with help through every step of getting a book into print.'),
      body: blocks(
        `The books in the ${siteName} shop are set by the same people who offer this service. We take a finished manuscript and return a book that is comfortable to read: a well-chosen typeface, a calm page, consistent headings, clean notes and an index that works.`,
        'Every project starts with a conversation about the book and its readers. We then send a sample chapter in two or three designs, agree on one, and set the whole text. You receive proofs as PDF files and can mark corrections directly on them; two rounds of corrections are included.',
        '<h3>What is included</h3>',
        '<ul>\n<li>Interior design and typesetting for print (PDF/X for any printer or print-on-demand service)</li>\n<li>An EPUB edition built from the same source, checked on common reading devices</li>\n<li>Cover typography, or collaboration with your cover artist</li>\n<li>Help with ISBNs, copyright pages, catalogue data and printer specifications</li>\n<li>Optional copy-editing and proofreading by experienced editors</li>\n</ul>',
        'Typical timelines are four to eight weeks depending on length and complexity. Books with many tables, images, footnotes or several languages are welcome; tell us about them in your request so the estimate is accurate.',
      ),
    },
    {
      key: 'tutoring_private_web-development',
      title: 'Private Tutoring in Web Development',
      subtitle: 'One-to-one lessons at your pace',
      colour: '#5e548e',
      description: blocks('Patient, practical lessons in building for the web, from your first HTML page to a deployed application with a database.'),
      body: blocks(
        'Learning to program alone can be slow and discouraging; a good teacher can save months. Our tutors are working developers who enjoy explaining things, and every lesson is planned around what you want to build rather than a fixed syllabus.',
        'Lessons are held online in sessions of sixty or ninety minutes, with shared code and notes you keep afterwards. Between sessions you get small exercises and can send questions by email.',
        '<h3>Topics we teach</h3>',
        '<ul>\n<li>HTML and CSS, including accessible, responsive layouts</li>\n<li>JavaScript and TypeScript, from the basics to asynchronous code</li>\n<li>React and building interfaces out of components</li>\n<li>Node.js, HTTP APIs and working with SQL databases</li>\n<li>Testing, version control with Git, and deploying to a server</li>\n</ul>',
        'Beginners, career changers and experienced developers learning a new part of the stack are all welcome. Ask for an estimate and mention your experience and goals; we will suggest a plan and a first lesson.',
      ),
    },
  ];
}

/** Inserts the services, published, each with a generated banner image. */
export async function seedServices(trx: Knex.Transaction, siteName: string): Promise<void> {
  for (const [position, s] of services(siteName).entries()) {
    const key = `services/${s.key}.webp`;
    await storeServiceBanner(key, s.title, s.colour);
    await trx('services').insert({
      key: s.key,
      title: s.title,
      subtitle: s.subtitle,
      description: s.description,
      body: s.body,
      img_src: storage.url(key),
      position,
      published: true,
    });
  }
}
