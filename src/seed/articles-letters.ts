import { blocks } from './html';
import type { ArticleSeed } from './types';

const ELEMENTS = {
  author: 'Robert Bringhurst',
  title: 'The Elements of Typographic Style',
  publisher: 'Hartley & Marks',
  publication_date: '1992',
  title_href: 'https://en.wikipedia.org/wiki/The_Elements_of_Typographic_Style',
};

/** Volume II, The Shape of Letters: essays on type and the page. Original prose written for the demo. */
export function lettersVolume(): ArticleSeed[] {
  return [
    {
      slug: 'the_crystal_goblet_revisited',
      title: 'The Crystal Goblet, Revisited',
      subtitle: 'Should typography be invisible?',
      headline: 'Beatrice Warde compared good type to a clear wine glass. Ninety years later the comparison still starts arguments.',
      body: blocks(
        'In 1930 Beatrice Warde gave a talk to a room of printers in London that has been quoted in design classes ever since. Imagine, she said, a flagon of wine and two goblets: one of solid gold, beautifully worked, and one of thin, clear crystal. A person who loves wine will choose the crystal, because everything about it is meant to reveal the wine rather than hide it. Printing, she argued, should be like that glass.',
        'It is a wonderful image, and it is right about most of the type we read. Nobody wants to notice the typeface of a novel or a railway timetable. When typography works, the reader thinks only about the text.',
        'But the goblet is not really invisible. Its thinness, its shape and the way it catches the light are the result of a great deal of craft, and they do change the taste of the wine. Type is the same. A text set in a warm old-style face reads differently from the same words set in a cool grotesque, even when the reader cannot say why.',
        'So perhaps the lesson is not invisibility but modesty: type that serves the text so well that its choices feel inevitable. That is harder than either gold or glass.',
      ),
      topics: ['typography', 'design'],
      mentioned: ['beatrice_warde'],
      references: [{ author: 'Beatrice Warde', title: 'The Crystal Goblet: Sixteen Essays on Typography', publisher: 'Sylvan Press', publication_date: '1955' }],
    },
    {
      slug: 'the_measure_of_a_line',
      title: 'The Measure of a Line',
      subtitle: 'Why the length of a line matters more than the size of the type',
      headline: 'Too long and the eye loses its place; too short and the reader is jerked from line to line.',
      body: blocks(
        'Typographers call the length of a line its <em>measure</em>. It is one of the least noticed and most important decisions in setting a text. A reader’s eye travels along a line, jumps back to the left margin and has to find the beginning of the next line. If the line is very long, that return journey becomes uncertain, and readers lose their place or read the same line twice.',
        'The traditional advice is a measure of about forty-five to seventy-five characters, with something near sixty-six often cited as ideal for a single column of continuous text. Newspapers, with their narrow columns, use much shorter lines, which work for short articles but become tiring over many pages.',
        '<h2>On screens</h2>',
        'Screens made the problem new. A web page that stretches its text across a wide monitor can produce lines of two hundred characters, which are almost unreadable. The fix is simple and still often forgotten: limit the width of the text column, and let the margins grow instead. This site sets its articles at about seventy characters for exactly this reason.',
      ),
      topics: ['typography', 'design', 'reading'],
      mentioned: [],
      references: [ELEMENTS],
    },
    {
      slug: 'what_white_space_is_for',
      title: 'What White Space Is For',
      subtitle: 'The empty parts of the page are doing most of the work',
      headline: 'A page is not text with gaps in it. The gaps are how the text is read.',
      body: blocks(
        'Open any well-made book and look not at the words but at the empty spaces: the margins, the gap between lines, the space above a heading, the indent at the start of a paragraph. Together they often cover more of the page than the ink does. None of that space is wasted.',
        'Space groups and separates. A heading close to the paragraph it introduces belongs to it; a heading floating halfway between two paragraphs belongs to neither. Generous leading lets each line stand on its own. A wide margin gives the thumb somewhere to hold the book and the eye somewhere to rest.',
        'Claude Shannon estimated in 1948 that ordinary written English is roughly half redundant: we could lose many letters and still understand the message. Layout has its own redundancy. Space repeats what the words already say about structure, so that a reader grasps the shape of a page before reading a word.',
        'Cramped pages save paper and cost attention. The cost is paid by every reader, every time.',
      ),
      topics: ['typography', 'design'],
      mentioned: [],
      references: [
        { author: 'Claude E. Shannon', title: 'A Mathematical Theory of Communication', publisher: 'Bell System Technical Journal', publication_date: '1948', doi: '10.1002/j.1538-7305.1948.tb01338.x' },
        ELEMENTS,
      ],
    },
    {
      slug: 'the_page_as_architecture',
      title: 'The Page as Architecture',
      subtitle: 'Proportion, margins and the old canons of book design',
      headline: 'Medieval scribes built their pages the way masons built walls: from proportions that could be drawn with a ruler and compass.',
      body: blocks(
        'Long before there were grids on computer screens, scribes laid out their pages with a few lines scratched into the parchment. Twentieth-century scholars measuring manuscripts and early printed books found that many followed the same simple proportions, and reconstructed them as geometric canons that could be drawn with nothing more than a straightedge.',
        'In the classic form the text block has the same proportions as the page, and the margins grow from the spine outwards: the inner margin is the smallest, then the top, then the outer, then the bottom, which is the largest. Seen as a two-page spread, the two text blocks sit together near the spine, like a pair of windows in a wall.',
        'Jan Tschichold, who in his youth had championed asymmetric modern layouts, spent much of his later life studying these proportions and arguing for their return. His essays in <em>The Form of the Book</em> are still the best introduction.',
        'You do not need to follow a canon exactly to learn from it. The point is that a page is a space with structure, and that readers feel the structure even when they cannot name it.',
      ),
      topics: ['typography', 'design', 'history'],
      mentioned: ['jan_tschichold'],
      references: [{ author: 'Jan Tschichold', title: 'The Form of the Book: Essays on the Morality of Good Design', publisher: 'Hartley & Marks', publication_date: '1991' }],
    },
    {
      slug: 'a_short_defence_of_italics',
      title: 'A Short Defence of Italics',
      subtitle: 'The slanted letter began as a way to fit more words on a page',
      headline: 'Today italics mean emphasis. In 1501 they meant a book you could carry in your pocket.',
      body: blocks(
        'In 1501 the Venetian printer Aldus Manutius published an edition of Virgil in a small format and an unusual typeface. The letters, cut by Francesco Griffo, imitated the quick, slanted handwriting of humanist scholars. They were narrow and economical, and they let Aldus print a classic in a book small enough to hold in one hand.',
        'For a while, whole books were set in italic. Only later did it settle into its modern role as a companion to the upright roman, used for emphasis, for titles, for foreign words and for the voice of someone else in the text.',
        'It is worth defending that role. Bold type shouts; capitals block the flow of a sentence; underlining belongs to typewriters and links. Italic changes the tone of a word without raising its voice, like a slight lean in speech. Used sparingly it is one of the most precise tools a writer has.',
        'Used everywhere, it stops meaning anything at all. The rule is old and simple: if everything is emphasised, nothing is.',
      ),
      topics: ['typography', 'history'],
      mentioned: ['aldus_manutius'],
      references: [ELEMENTS],
    },
    {
      slug: 'hands_and_machines',
      title: 'Hands and Machines',
      subtitle: 'Lettering after the printing press',
      headline: 'The machine did not kill the hand. It sent it to school.',
      body: blocks(
        'By the end of the nineteenth century, most printing in Britain had become cheap, fast and ugly. A small group of craftsmen reacted by going back to the pen. The most influential of them, Edward Johnston, studied medieval manuscripts in the British Museum and worked out how their letters had been made, stroke by stroke, with a broad-edged pen.',
        'His book <em>Writing &amp; Illuminating, &amp; Lettering</em>, published in 1906, taught a generation of designers to think about letters as the trace of a tool. Johnston went on to design the lettering for the London Underground, and one of his students, Eric Gill, drew a sans-serif typeface that is still everywhere.',
        'The lesson of that movement was not that machines are bad. It was that good machine-made letters come from people who understand how letters were made by hand. The best type designers today still draw with pens and brushes before they open any software.',
        'When you next read a sign on a railway platform, remember that its letters began as marks made by a hand holding a pen.',
      ),
      topics: ['typography', 'craft', 'history'],
      mentioned: [],
      references: [
        { author: 'Edward Johnston', title: 'Writing & Illuminating, & Lettering', publisher: 'John Hogg', publication_date: '1906' },
        { author: 'Eric Gill', title: 'An Essay on Typography', publisher: 'Sheed & Ward', publication_date: '1931' },
      ],
    },
    {
      slug: 'reading_light',
      title: 'Reading Light',
      subtitle: 'Type on screens, and what the page still has to teach it',
      headline: 'Screens are no longer the enemy of good typography, but they are a different material.',
      body: blocks(
        'For years it was said that nobody reads long texts on screens. Then screens became sharper, phones became constant companions, and people started reading novels on them. The question is no longer whether screen reading is possible but how to make it good.',
        'Some lessons carry straight over from print: a comfortable measure, generous leading, a typeface designed for continuous reading, and contrast that is strong without being harsh. Others are new. Light comes from behind the letters rather than falling on them, so thin strokes can disappear and pure white backgrounds can glare. A dark theme helps some readers at night and hinders others.',
        '<ul>\n<li>Let readers choose a size; never fix it.</li>\n<li>Keep the text column narrow on wide screens.</li>\n<li>Choose typefaces with sturdy strokes and open shapes.</li>\n<li>Respect the reader’s system settings for light and dark.</li>\n</ul>',
        'Italo Calvino put lightness first among the qualities he hoped literature would carry into the new millennium. Screens can offer a kind of lightness too, if they are set with the care the page took five centuries to learn.',
      ),
      topics: ['typography', 'design', 'reading'],
      mentioned: [],
      references: [{ author: 'Italo Calvino', title: 'Six Memos for the Next Millennium', publisher: 'Harvard University Press', publication_date: '1988' }],
    },
  ];
}
