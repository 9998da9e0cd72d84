import { Placeholder } from '../../components/Placeholder';

/** /articles: the article list arrives in a later change. */
export function Component() {
  return <Placeholder title="Articles">Essays and articles from the library will be listed here soon.</Placeholder>;
}
