import { ContactForm } from '../../components/forms/ContactForm';
import { PageHeading } from '../../components/PageHeading';
import { routeMeta } from '../../lib/meta';
import { useSite } from '../../site';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Contact Us', description: 'Questions about an order, a book or one of our services? Send us a message and we will answer by email.' });

/** /contact: the 'Send Us a Message' form (SPEC §2). */
export default function Component() {
  const site = useSite();
  return (
    <div className="page page-narrow">
      <PageHeading title="Send Us a Message" eyebrow="Contact Us">
        <p>
          Questions about an order, a book or one of our services? Write to us here and we will answer by email, usually
          within two working days. You can also write to <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </PageHeading>
      <div className="card">
        <ContactForm label="Send Us a Message" />
      </div>
    </div>
  );
}
