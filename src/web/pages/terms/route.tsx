import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { useSite } from '../../site';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Terms & Conditions' });

/** /terms: the agreement between a user and the company. */
export default function TermsPage() {
  const site = useSite();
  const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;
  return (
    <article className="page prose">
      <PageHeading title="Terms & Conditions" eyebrow={site.name}>
        <p>The rules for using {site.name}, buying from the shop and taking part in the community.</p>
      </PageHeading>

      <h2>1. Agreement</h2>
      <p>
        These Terms &amp; Conditions are a legally binding agreement between you and {site.name} (the company, &ldquo;we&rdquo;,
        &ldquo;us&rdquo;). By using the site you accept them. If you do not agree, please do not use the site. If you have a
        question about these terms, contact us at {mail}.
      </p>

      <h2>2. Accounts</h2>
      <p>
        Some features need an account. Every account needs a username. <strong>You must be at least 13 years old</strong> to
        create or use an account; children under 13 are not allowed. You are responsible for what happens under your account,
        so keep your password to yourself and tell us at once if you think someone else has used it.
      </p>
      <p>
        You may delete your account at any time. Deletion can take up to 90 days to complete; our{' '}
        <Link to="/privacy">Privacy Policy</Link> explains what we keep and for how long.
      </p>

      <h2>3. Community conduct</h2>
      <p>
        Comments, replies and reviews must be your own and lawful. Do not harass others, post spam, or share what you have no
        right to share. We may remove content or suspend accounts that break these rules.
      </p>

      <h2>4. Orders and prices</h2>
      <p>
        Anyone may buy from the shop, as a guest or logged in to an account; an account is not needed to place an order.
        Prices are shown in US dollars. An order is accepted once your payment is complete and we have confirmed it.
      </p>

      <h2>5. Returns</h2>
      <p>
        Defective items may be returned up to 30 days after delivery. The <Link to="/shop/returns">Return Policy</Link> says
        how to start a return.
      </p>

      <h2>6. Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, our total liability to you for any claim arising from these terms or your use of
        the site is limited to{' '}
        <strong>100 US dollars or the amount you paid us in the past six months, whichever is greater</strong>.
        Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2>7. Interpretation</h2>
      <p>
        In these terms, the word &ldquo;or&rdquo; is inclusive: &ldquo;A or B&rdquo; means A, B, or both. Headings are for
        convenience only. These terms were written to be read plainly, and no ambiguity in them shall be construed against the
        drafter.
      </p>

      <h2>8. Changes</h2>
      <p>
        We may update these terms. When we make a significant change we will say so on the site; continuing to use the site
        after that means you accept the updated terms.
      </p>

      <h2>9. Contact</h2>
      <p>Questions, concerns or notices about these terms: {mail}.</p>
    </article>
  );
}
