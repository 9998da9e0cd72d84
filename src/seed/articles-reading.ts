import { blocks } from './html';
import type { ArticleSeed } from './types';

/** The slug of the introduction article, fixed by SPEC.md §2: /article/an_introduction_to_the_{product}. */
export const introductionSlug = (siteName: string) => `an_introduction_to_the_${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;

/** Volume I, On Reading: essays on how and why we read. Original prose written for the demo. */
export function readingVolume(siteName: string): ArticleSeed[] {
  return [
    {
      slug: introductionSlug(siteName),
      title: `An Introduction to the ${siteName}`,
      subtitle: 'What this place is for, and how to find your way around it',
      headline: 'A shop, a library and a reading room under one roof, and an invitation to take your time.',
      body: blocks(
        `The ancient Athenaeum was a school and a meeting place, a building where people came to hear poems and arguments read aloud. The ${siteName} borrows the name and some of the ambition: it is a place to find good books, to read essays slowly and to talk about them with people who care about the same things.`,
        '<h2>Three rooms</h2>',
        'The <strong>shop</strong> sells books we are proud of, most of them about reading, writing, type and the history of ideas, together with a small number of professional services for people who make books of their own. The <strong>library</strong> holds essays, grouped into volumes the way a journal gathers its issues. The <strong>reading room</strong> is the conversation underneath each essay, where members comment, reply and disagree.',
        'You do not need an account to browse, search, read or buy. You need one to comment or to rate a book, and it takes a minute to make. We keep as little about you as we can, and the privacy policy says exactly what and for how long.',
        '<h2>How to read here</h2>',
        'Start anywhere. The volumes are meant to be read in order, but each essay stands on its own, and the tags under every title lead to other essays on the same subject. The star in the header leads to an essay called <em>The Center</em>, which is as close as this site comes to a statement of purpose.',
        '<blockquote>Learn everything; later you will see that nothing is superfluous.<br>— Hugh of Saint Victor</blockquote>',
        'If something here is wrong, unclear or missing, tell us through the contact form, or better, in the comments, where other readers can help. Welcome.',
      ),
      topics: ['reading', 'knowledge'],
      mentioned: ['hugh_of_saint_victor'],
      references: [
        { author: 'Hugh of Saint Victor', title: 'The Didascalicon of Hugh of Saint Victor', publisher: 'Columbia University Press', publication_date: '1961' },
      ],
    },
    {
      slug: 'in_praise_of_slow_reading',
      title: 'In Praise of Slow Reading',
      subtitle: 'On the pleasures of taking a book at its own pace',
      headline: 'Speed is a virtue in many things. In reading it is mostly a habit we picked up by accident.',
      body: blocks(
        'Most of us learned to read quickly because school asked us to, and then kept reading quickly because there was always more to read. Skimming is a real skill and a useful one. But a skimmed book is like a city seen from a train: you can say you have been there, and you could not find your way from the station to the river.',
        'Slow reading is not reading every word with a frown. It is letting a sentence finish before you start the next one, going back when a paragraph surprises you, and stopping at the end of a chapter to notice what you think. It is closer to conversation than to consumption, and like a conversation it changes depending on who you are that day.',
        '<h2>Some habits that help</h2>',
        '<ul>\n<li>Read with a pencil, even if you never write anything.</li>\n<li>Read the difficult passage aloud, quietly.</li>\n<li>Stop when you are tired rather than when you reach the end of the chapter.</li>\n<li>Reread the first pages when you have finished the book.</li>\n</ul>',
        'None of this is new. Medieval monks called it <em>lectio</em>, the patient chewing of a text, and Montaigne read the same few authors all his life. What is new is how strange it now feels, and how much it gives back to those who try it for a month.',
      ),
      topics: ['reading', 'attention'],
      mentioned: ['montaigne'],
      references: [
        { author: 'Ivan Illich', title: 'In the Vineyard of the Text: A Commentary to Hugh’s Didascalicon', publisher: 'University of Chicago Press', publication_date: '1993' },
        { author: 'Michel de Montaigne', title: 'The Complete Essays', publisher: 'Penguin Classics', publication_date: '1993', title_href: 'https://en.wikipedia.org/wiki/Essays_(Montaigne)' },
      ],
    },
    {
      slug: 'notes_in_the_margin',
      title: 'Notes in the Margin',
      subtitle: 'A short defence of writing in books',
      headline: 'The margin is the only part of a printed book that belongs to the reader.',
      body: blocks(
        'There are two kinds of readers: those who keep their books clean and those who treat them as the first draft of a conversation. The first kind have tidier shelves. The second kind have better memories of what they read, because writing a word in the margin is a small act of deciding what matters.',
        'Marginal notes have a long history. Medieval scribes copied the comments of earlier readers into the margins of new manuscripts, so that a text arrived wrapped in centuries of argument. Pierre de Fermat famously wrote in his copy of Diophantus that he had found a proof too large for the margin to hold, and mathematicians spent three hundred and fifty years looking for it.',
        'A margin note does not need to be clever. A question mark, an underline, a date or a single word such as <em>no</em> will do. Years later those marks are a diary of who you were when you read the book, and a second-hand book with a stranger’s notes is a small gift of company.',
        'If you cannot bring yourself to write in a book, keep a slip of paper inside it. The point is not the ink. The point is to answer back.',
      ),
      topics: ['reading', 'memory'],
      mentioned: [],
      references: [{ author: 'H. J. Jackson', title: 'Marginalia: Readers Writing in Books', publisher: 'Yale University Press', publication_date: '2001' }],
    },
    {
      slug: 'the_case_for_reading_fewer_books',
      title: 'The Case for Reading Fewer Books',
      subtitle: 'Seneca’s advice to a friend with too many scrolls',
      headline: 'Two thousand years ago a Roman philosopher warned that a crowd of books can be a distraction.',
      body: blocks(
        'In the second of his letters to Lucilius, Seneca gives his friend some surprising advice. Do not, he says, wander from author to author. A person who is everywhere is nowhere; a plant that is moved too often never takes root. Read a few writers thoroughly, and come back to them.',
        'It is tempting to dismiss this as the advice of a man with a small library. But Seneca was rich, and he could have owned as many books as he liked. His point was not about scarcity. It was about digestion: food that leaves the body as soon as it is eaten does no good, and neither does reading that passes straight through.',
        'Our situation is the opposite of his in one way and the same in another. We have more to read than any Roman could have imagined, and we have the same mind to read it with. Lists of a hundred books to read before you die are cheerful, but they are lists of things to finish. Seneca’s list would be shorter, and it would be a list of things to return to.',
        'Try it for a season: choose three books and read nothing else seriously until you know them well. You will probably find that they begin to read you back.',
      ),
      topics: ['reading', 'philosophy'],
      mentioned: ['seneca'],
      references: [{ author: 'Seneca', title: 'Epistulae Morales (Moral Letters to Lucilius), Volume I', publisher: 'Harvard University Press (Loeb Classical Library)', publication_date: '1917' }],
    },
    {
      slug: 'the_voice_on_the_page',
      title: 'The Voice on the Page',
      subtitle: 'Reading aloud, reading silently and what we lost in between',
      headline: 'For most of history, to read was to speak. Silent reading is the newcomer.',
      body: blocks(
        'In the sixth book of his <em>Confessions</em>, Augustine describes watching Ambrose, the bishop of Milan, reading. His eyes moved over the page, Augustine writes, but his voice and tongue were still. That he thought this worth recording tells us how unusual it was: for most ancient readers, a text was a score to be performed.',
        'Writing began as a record of speech, and for centuries it kept the habits of speech. Early manuscripts ran words together without spaces, which makes sense only if you read them aloud and let your ear find the breaks. Spaces between words, punctuation and paragraphs arrived slowly, and each made silent reading a little easier.',
        'Silent reading gave us privacy, speed and the inner voice we now take for granted. It also took something away: the shared experience of a text heard in a room, and the slowness that made a listener remember what was read.',
        'That older way of reading has not disappeared. We read aloud to children, in churches and at poetry readings, and audiobooks have brought the voice back to millions of readers. Try reading one page of whatever you are reading now aloud, and listen to how much of its music you had been skipping.',
      ),
      topics: ['reading', 'history', 'language'],
      mentioned: [],
      references: [
        { author: 'Augustine of Hippo', title: 'Confessions', publisher: 'Oxford University Press', publication_date: '1991' },
        { author: 'Walter J. Ong', title: 'Orality and Literacy: The Technologizing of the Word', publisher: 'Methuen', publication_date: '1982' },
      ],
    },
    {
      slug: 'the_unread_shelf',
      title: 'The Unread Shelf',
      subtitle: 'Why the books we have not read are the useful ones',
      headline: 'A library of finished books is a trophy room. A library of unread books is a map of what you do not know.',
      body: blocks(
        'Every reader knows the small guilt of the unread shelf: the books bought with good intentions, the gifts, the ones abandoned at page forty. It is easy to see them as a debt. It may be better to see them as a reminder.',
        'The books we have read tell us what we already know. The unread ones stand for everything we have not yet learned, and they keep that in view in a way that nothing else does. A visitor looking at your shelves sees a person; you, looking at the same shelves, see a horizon.',
        'This is not an argument for buying books you will never open. It is an argument for keeping the ones that still ask a question, and for letting go of the guilt. A shelf is not a to-do list. It is a slow conversation with your future self, who may be interested in things you are not yet interested in.',
      ),
      topics: ['reading', 'libraries', 'knowledge'],
      mentioned: [],
      references: [{ author: 'Alberto Manguel', title: 'A History of Reading', publisher: 'Viking', publication_date: '1996' }],
    },
    {
      slug: 'attention_as_a_discipline',
      title: 'Attention as a Discipline',
      subtitle: 'What Simone Weil saw in school exercises',
      headline: 'The real use of study, Weil argued, is not what it teaches but the kind of attention it trains.',
      body: blocks(
        'In a short essay written for students, Simone Weil made a strange claim. A geometry problem that you fail to solve, she said, is not wasted effort, provided you gave it your full attention. The answer may never come, but the attention you practised will be there when you need it for something that matters more.',
        'Weil meant something specific by attention. Not the clenched effort of a student staring at a page, which she thought mostly useless, but a kind of waiting: a mind held open, empty of its own assumptions, ready to receive what is in front of it. It is the same attention, she believed, that we owe to other people when they are suffering.',
        'We tend to talk about attention today as a resource that companies compete for. Weil’s view is older and more hopeful. Attention is not only something taken from us; it is something we can grow, slowly, by giving it to things that do not reward us immediately.',
        'A difficult book is one of the best places to practise. Read a page you do not understand, and instead of moving on, wait with it a little longer.',
      ),
      topics: ['attention', 'philosophy', 'reading'],
      mentioned: ['simone_weil'],
      references: [
        { author: 'Simone Weil', title: 'Waiting for God', publisher: 'G. P. Putnam’s Sons', publication_date: '1951' },
        { author: 'Matthew B. Crawford', title: 'The World Beyond Your Head: On Becoming an Individual in an Age of Distraction', publisher: 'Farrar, Straus and Giroux', publication_date: '2015' },
      ],
    },
  ];
}

/** An essay of Volume I still being written: the article manager's one draft. */
export const readingDraft: ArticleSeed = {
  slug: 'on_rereading',
  title: 'On Rereading',
  subtitle: 'Draft: why the second time through a book is often the first real reading',
  headline: 'We reread to find out what we missed, and discover instead who we have become.',
  body: blocks(
    'Nabokov told his students that one cannot read a book, only reread it. The first time, the eye is busy with the mechanics: who these people are, where the story is going, what the words mean. Only the second time can a reader look at the book the way one looks at a painting, all of it at once.',
    '<h2>To do</h2>',
    '<ul>\n<li>A paragraph on children, who reread without being told to.</li>\n<li>The books that do not survive a second reading, and what that says about the first.</li>\n<li>Find the exact wording of the Nabokov lecture.</li>\n</ul>',
  ),
  topics: ['reading', 'memory'],
  mentioned: [],
  references: [{ author: 'Vladimir Nabokov', title: 'Lectures on Literature', publisher: 'Harcourt Brace Jovanovich', publication_date: '1980' }],
};
