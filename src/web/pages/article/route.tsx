import { Placeholder } from '../../components/Placeholder';

/** /article/:articleId: the article page arrives in a later change. */
export function Component() {
  return <Placeholder title="Article">This article will be available to read here soon.</Placeholder>;
}
