import type { ThreadSeed } from './types';

/**
 * Comment threads by article slug ('introduction' stands for the introduction, whose slug depends
 * on the site name). Written for the demo; several go five levels deep.
 */
export const THREADS: Record<string, ThreadSeed[]> = {
  introduction: [
    {
      by: 'reader',
      text: 'Found this place through the typography essays. It is a relief to read something online that is not in a hurry.',
      replies: [
        {
          by: 'admin',
          text: 'Thank you, that is exactly what we hoped. If there is a subject you would like a future volume to cover, say so here.',
          replies: [
            {
              by: 'reader',
              text: 'Translation, please. There is a whole shelf of questions about what survives when a book changes language.',
              replies: [
                {
                  by: 'tomas',
                  text: 'Seconded. And about translators themselves, who are usually invisible on the cover.',
                  replies: [{ by: 'admin', text: 'Noted, both of you. *The Second Voice* in the shop is a good start while you wait.' }],
                },
              ],
            },
          ],
        },
      ],
    },
    { by: 'iris', text: 'The Hugh of Saint Victor quotation is going on the wall above my desk.' },
    {
      by: 'jonah',
      text: 'Is there a way to follow new essays without checking the site every day?',
      replies: [{ by: 'admin', text: 'Not yet. For now the articles page lists the newest first, and each volume keeps its own list.' }],
    },
  ],
  the_center: [
    {
      by: 'mina',
      text: 'I love the last line: **not where you stand, but how you stand**. It reminds me of the Stoics.',
      replies: [
        {
          by: 'iris',
          text: 'Or of Pascal, from the other side. He was terrified of having no center at all.',
          replies: [
            {
              by: 'mina',
              text: 'True, though Pascal found his center in the end, just not in the cosmos.',
              replies: [
                {
                  by: 'tomas',
                  text: 'Which is more or less what the essay says. The center is a practice, not a point on a map.',
                  replies: [{ by: 'iris', text: 'I concede. Three readers, one conclusion: that is a center of sorts.' }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      by: 'jonah',
      text: 'The Yeats line is quoted so often that I had forgotten it was about a real war. Good to be reminded.',
      replies: [{ by: 'reader', text: 'The whole poem is worth rereading. It is darker than the quotation suggests.' }],
    },
    { by: 'tomas', text: 'Small point: Eliade’s *axis mundi* deserves an essay of its own.' },
  ],
  notes_in_the_margin: [
    {
      by: 'iris',
      text: 'I am firmly in the clean-books camp, but this essay has me reconsidering. Pencil only, though.',
      replies: [
        {
          by: 'jonah',
          text: 'Pencil is the civilised compromise. Ink in a library book is where I draw the line.',
          replies: [
            {
              by: 'reader',
              text: 'Agreed about library books. My favourite second-hand copy has notes from three different owners, in three colours.',
              replies: [
                {
                  by: 'iris',
                  text: 'That sounds wonderful. Do they argue with each other?',
                  replies: [{ by: 'reader', text: 'Constantly. One of them writes `no!` next to every paragraph about Descartes.' }],
                },
              ],
            },
          ],
        },
      ],
    },
    { by: 'mina', text: 'Sticky notes are the coward’s marginalia, and I am a coward.' },
  ],
  the_case_for_reading_fewer_books: [
    {
      by: 'tomas',
      text: 'This is hard advice for someone with a stack of twelve books on the bedside table.',
      replies: [
        { by: 'mina', text: 'Twelve is modest. I stopped counting mine.' },
        {
          by: 'admin',
          text: 'Seneca would say that the stack is fine, as long as you are *reading* only three of them.',
          replies: [{ by: 'tomas', text: 'A loophole worthy of a Roman lawyer. I will take it.' }],
        },
      ],
    },
    { by: 'jonah', text: 'Rereading has taught me more than any new book this year.' },
  ],
  the_measure_of_a_line: [
    {
      by: 'jonah',
      text: 'As a web developer I wish more sites followed this. A `max-width` on the text column is one line of CSS.',
      replies: [
        {
          by: 'iris',
          text: 'Is the sixty-six characters figure based on research, or on tradition?',
          replies: [
            {
              by: 'jonah',
              text: 'Mostly tradition and experience, I think. The research on line length is more mixed than the rules of thumb suggest.',
              replies: [{ by: 'admin', text: 'That is fair. *The Reader’s Eye* in the shop has a good chapter on exactly this question.' }],
            },
          ],
        },
      ],
    },
  ],
  a_short_defence_of_italics: [
    {
      by: 'reader',
      text: 'I did not know that italics started as a space-saving measure. Aldus was a practical man.',
      replies: [{ by: 'tomas', text: 'And a good businessman. Pocket classics were the paperbacks of their day.' }],
    },
    { by: 'mina', text: 'If everything is emphasised, nothing is. Sending this to my whole department.' },
  ],
  rooms_of_memory: [
    {
      by: 'mina',
      text: 'I tried building a memory palace for a vocabulary test once. It worked, but my flat is now full of imaginary French nouns.',
      replies: [
        {
          by: 'iris',
          text: 'That is the best thing I have read today.',
          replies: [{ by: 'mina', text: 'The kitchen is mostly irregular verbs. I no longer cook.' }],
        },
      ],
    },
  ],
};
