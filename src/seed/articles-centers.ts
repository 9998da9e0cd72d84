import { blocks } from './html';
import type { ArticleSeed } from './types';

/** Volume III, Centers and Margins: essays on knowledge and its places. Original prose written for the demo. */
export function centersVolume(siteName: string): ArticleSeed[] {
  return [
    {
      slug: 'the_center',
      title: 'The Center',
      subtitle: 'On standing somewhere and calling it the middle',
      headline: 'Every culture has named a center of the world. This site has one too, and it is not a place.',
      body: blocks(
        'The ancient Greeks said that Zeus released two eagles from opposite ends of the earth and that they met at Delphi. A carved stone, the <em>omphalos</em> or navel, marked the spot. Other peoples told similar stories about a mountain, a tree, a pillar or a temple that joined the earth to the sky. The historian of religion Mircea Eliade called this the <em>axis mundi</em>: the point around which a world is organised.',
        'Such centers were never really geographical. There were many navels of the world, and everyone knew it. What they marked was orientation: the place from which a people could say where everything else was, and so where they themselves stood.',
        '<blockquote>Things fall apart; the centre cannot hold.<br>— W. B. Yeats, <em>The Second Coming</em></blockquote>',
        'Yeats wrote that line in 1919, after a war that seemed to have destroyed every center at once. It is quoted so often because the feeling is so common: too much information, too many voices, no place to stand. The answer is not to invent a new navel of the world. It is to find, for yourself, a few things that keep you oriented.',
        `For the ${siteName} that center is simple to state. It is the belief that careful reading, patient conversation and well-made things are worth the time they take. Everything on this site, from the books in the shop to the comments under this essay, is an attempt to practise it.`,
        'The center, then, is not where you stand. It is how you stand. Welcome to the middle of things.',
      ),
      topics: ['philosophy', 'knowledge', 'history'],
      mentioned: ['yeats'],
      references: [
        { author: 'Mircea Eliade', title: 'The Sacred and the Profane: The Nature of Religion', publisher: 'Harcourt, Brace', publication_date: '1959' },
        { author: 'W. B. Yeats', title: 'Michael Robartes and the Dancer', publisher: 'Cuala Press', publication_date: '1921' },
      ],
    },
    {
      slug: 'a_sphere_whose_center_is_everywhere',
      title: 'A Sphere Whose Center Is Everywhere',
      subtitle: 'The history of one sentence',
      headline: 'A medieval riddle about God became, over five centuries, a description of the universe and then of the library.',
      body: blocks(
        'Some time in the twelfth century an anonymous text called the <em>Book of the Twenty-Four Philosophers</em> offered a series of definitions of God. The second has had a remarkable life: God is an infinite sphere whose center is everywhere and whose circumference is nowhere.',
        'The sentence travelled. Theologians repeated it; Renaissance philosophers applied it to the universe itself, which, if it is infinite, can have no privileged middle. In the seventeenth century Blaise Pascal used it to describe nature, and to express his terror at a cosmos in which human beings are lost between the infinitely large and the infinitely small.',
        'Jorge Luis Borges traced this history in a short essay called <em>Pascal’s Sphere</em>, and used the image again in his story of the Library of Babel, an endless library whose center is any one of its hexagonal rooms. It is hard to find a better description of the modern internet.',
        'What the sentence offers is both frightening and consoling. If the center is everywhere, no one is at the edge. Wherever you are reading this, you are in the middle of the world.',
      ),
      topics: ['philosophy', 'history', 'knowledge'],
      mentioned: ['pascal', 'borges'],
      references: [
        { author: 'Blaise Pascal', title: 'Pensées', publisher: 'Penguin Classics', publication_date: '1966' },
        { author: 'Jorge Luis Borges', title: 'Other Inquisitions, 1937–1952', publisher: 'University of Texas Press', publication_date: '1964' },
        { author: 'Jorge Luis Borges', title: 'Labyrinths: Selected Stories and Other Writings', publisher: 'New Directions', publication_date: '1962' },
      ],
    },
    {
      slug: 'rooms_of_memory',
      title: 'Rooms of Memory',
      subtitle: 'The ancient art of remembering by walking through a building',
      headline: 'Before notebooks were cheap, the educated carried whole libraries in imaginary palaces.',
      body: blocks(
        'Cicero tells the story of the poet Simonides, who left a banquet hall moments before its roof collapsed. The bodies of the guests were crushed beyond recognition, but Simonides could name every one of them, because he remembered where each had been sitting. From this, the story goes, he invented the art of memory.',
        'The technique is simple to describe. Imagine a building you know well. Walk through it in order and leave a vivid image in each room, one for every thing you want to remember. To recall the list, walk through the building again. Orators used it to remember speeches; medieval monks used it to hold scripture; in the sixteenth century the missionary Matteo Ricci taught it in China.',
        'Plato had worried, in the <em>Phaedrus</em>, that writing would ruin memory, giving people the appearance of wisdom without the reality. The art of memory shows what was at stake: a mind that could hold and arrange knowledge, not merely look it up.',
        'We no longer need memory palaces to store information. But there is still something to learn from them: that we remember best what we have placed, deliberately, somewhere of our own.',
      ),
      topics: ['memory', 'history', 'knowledge'],
      mentioned: ['plato'],
      references: [
        { author: 'Frances A. Yates', title: 'The Art of Memory', publisher: 'Routledge & Kegan Paul', publication_date: '1966' },
        { author: 'Mary Carruthers', title: 'The Book of Memory: A Study of Memory in Medieval Culture', publisher: 'Cambridge University Press', publication_date: '1990' },
        { author: 'Plato', title: 'Phaedrus', publisher: 'Hackett', publication_date: '1995', title_href: 'https://en.wikipedia.org/wiki/Phaedrus_(dialogue)' },
      ],
    },
    {
      slug: 'the_index_and_the_map',
      title: 'The Index and the Map',
      subtitle: 'Two dreams of finding anything',
      headline: 'From the index card to the hyperlink, the search for a way to reach any fact from any other.',
      body: blocks(
        'At the end of the nineteenth century two Belgian lawyers, Paul Otlet and Henri La Fontaine, set out to catalogue every published fact in the world. Their Universal Bibliographic Repertory grew to millions of index cards, filed in cabinets in Brussels and answered by post. Otlet imagined scholars of the future consulting it from their desks through a kind of electric telescope.',
        'In 1945 the American engineer Vannevar Bush published an essay called <em>As We May Think</em>, describing a desk he called the memex, which would store a person’s books and notes on microfilm and let them link any item to any other in “trails” of association. It was never built, but it inspired the people who later built hypertext.',
        'The two dreams differ in an instructive way. Otlet’s was an index: one great order, imposed from the center. Bush’s was a map drawn by each reader: many small orders, made by following connections. The web we ended up with is mostly Bush’s map, with search engines trying to be Otlet’s index on top.',
        'Every reader still needs both. Tags on this site are a small index; the links and references in each essay are a small map. Use whichever gets you lost in the better direction.',
      ),
      topics: ['knowledge', 'libraries', 'history'],
      mentioned: ['paul_otlet', 'vannevar_bush'],
      references: [
        { author: 'Vannevar Bush', title: 'As We May Think', publisher: 'The Atlantic Monthly', publication_date: 'July 1945', title_href: 'https://en.wikipedia.org/wiki/As_We_May_Think' },
        { author: 'Paul Otlet', title: 'Traité de documentation', publisher: 'Editiones Mundaneum', publication_date: '1934' },
      ],
    },
    {
      slug: 'what_a_library_knows',
      title: 'What a Library Knows',
      subtitle: 'Can a collection of books be said to know anything?',
      headline: 'A library holds more knowledge than any reader, and understands none of it.',
      body: blocks(
        'The first great library catalogue we know of was compiled in Alexandria by the poet Callimachus, whose <em>Pinakes</em> listed authors and works in more than a hundred scrolls. It is lost, like the library itself. What survives is the idea: that all knowledge could be gathered in one place and put in order.',
        'But does a library know anything? It contains the answers to millions of questions, yet it cannot answer one. Knowledge, in the sense that matters to us, happens when a reader meets a book and something changes in the reader.',
        'The question has become practical. In 1950 Alan Turing asked whether machines could think, and proposed a test based on conversation. Machines can now produce fluent answers drawn from something like a library of everything. Whether they know what they say is a question philosophers will argue about for a long time.',
        'Meanwhile, the old answer still works. A library becomes knowledge only through its readers. The most valuable thing in any library is the person sitting at its table.',
      ),
      topics: ['libraries', 'knowledge', 'philosophy'],
      mentioned: ['library_of_alexandria'],
      references: [
        { author: 'A. M. Turing', title: 'Computing Machinery and Intelligence', publisher: 'Mind', publication_date: '1950', doi: '10.1093/mind/LIX.236.433' },
        { author: 'Elizabeth L. Eisenstein', title: 'The Printing Press as an Agent of Change', publisher: 'Cambridge University Press', publication_date: '1979' },
      ],
    },
    {
      slug: 'life_at_the_edges',
      title: 'Life at the Edges',
      subtitle: 'Why new ideas grow in the margins',
      headline: 'Ecologists know that the richest life is found where two habitats meet. The same is true of thought.',
      body: blocks(
        'Where a forest meets a meadow, or a river meets the sea, there are more species than in either habitat alone. Ecologists call this the edge effect. Creatures from both sides mix, and some live only there.',
        'Knowledge seems to behave the same way. Many new ideas have come not from the center of a discipline but from its borders: a physicist wandering into biology, a printer who read philosophy, a scholar of religion who studied geography. The margins of a field are where its assumptions are least secure and most interesting.',
        'This volume has been about centers, and it ends with the edges on purpose. A center gives you somewhere to stand. An edge gives you somewhere to go. A good reading life needs both: a few books you return to, and a habit of picking up the one that does not fit.',
        'Next time you are in a bookshop, walk to the shelf you would never normally visit, and take one book home.',
      ),
      topics: ['knowledge', 'philosophy'],
      mentioned: [],
      references: [],
    },
  ];
}
