import { Link } from 'react-router-dom';
import { ContactForm } from '../../components/forms/ContactForm';
import { PageHeading } from '../../components/PageHeading';
import { routeMeta } from '../../lib/meta';
import { useSite } from '../../site';
import styles from './Returns.module.css';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Return Policy', description: 'Defective items may be returned up to 30 days after delivery: what can be returned, and how to start a return.' });

/** /shop/returns: the return policy, and the contact form that starts a return (SPEC §2). */
export default function Component() {
  const site = useSite();
  return (
    <article className="page prose">
      <PageHeading title="Return Policy" eyebrow="Shop" />
      <p>
        We want every book and every order from {site.name} to arrive in good condition. If something arrives defective, we
        will make it right.
      </p>
      <h2>What can be returned</h2>
      <p>
        <strong>Defective items may be returned up to 30 days after delivery.</strong> An item is defective if it arrives
        damaged, is misprinted or bound incorrectly, is missing pages, or is not the item you ordered.
      </p>
      <p>
        Please keep the item and its packaging until your return is settled, and include your order number when you get in
        touch. Once we have confirmed the defect we will arrange a replacement or a refund.
      </p>
      <h2>What cannot be returned</h2>
      <p>
        Items that are not defective, and defective items reported more than 30 days after delivery, cannot be returned.
      </p>
      <section className={`card ${styles.form}`}>
        <ContactForm
          heading="Start a return"
          intro="Tell us your order number and what is wrong with the item. We will reply by email with what happens next."
          subject="Return request"
          submitLabel="Send Return Request"
        />
        <p className={styles.aside}>
          Or write to <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </section>
      <p className="muted">
        See also our <Link to="/terms">Terms &amp; Conditions</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </article>
  );
}
