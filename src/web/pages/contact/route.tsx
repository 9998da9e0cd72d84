import { Placeholder } from '../../components/Placeholder';
import { site } from '../../site';

/** /contact: the Send Us a Message form arrives in a later change. */
export function Component() {
  return (
    <Placeholder title="Contact Us">
      The contact form opens soon. Until then, write to us at <a href={`mailto:${site.email}`}>{site.email}</a>.
    </Placeholder>
  );
}
