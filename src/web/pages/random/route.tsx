import { Placeholder } from '../../components/Placeholder';

/** /random: will send the reader to a random article. */
export function Component() {
  return <Placeholder title="Random Article">Soon this link will take you to an article chosen at random.</Placeholder>;
}
