import { Placeholder } from '../../components/Placeholder';

/** /services: the professional services list arrives in a later change. */
export function Component() {
  return <Placeholder title="Services">Our professional services will be listed here soon.</Placeholder>;
}
