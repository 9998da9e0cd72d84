import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { useSite } from '../../site';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const meta = routeMeta({ title: 'Privacy Policy' });

/** /privacy: what we collect, why, how long we keep it, and your choices. */
export default function PrivacyPage() {
  const site = useSite();
  const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;
  return (
    <article className="page prose">
      <PageHeading title="Privacy Policy" eyebrow={site.name}>
        <p>What we collect when you use {site.name}, why we collect it, and how long we keep it.</p>
      </PageHeading>

      <h2>Who we are</h2>
      <p>
        {site.name} is an online shop for books and professional services, a library of articles and essays, and a community
        of readers. In this policy, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean {site.name}. Questions about privacy are
        welcome at {mail}.
      </p>

      <h2>Accounts</h2>
      <p>
        You can browse, search, read, keep a cart and buy without an account: anyone may check out, as a guest or logged in,
        whether or not the account&rsquo;s email address has been confirmed yet. To comment, review or rate you need an
        account, with its email address confirmed. Every account needs a username, which is shown next to what you write;
        we also ask for an email address, a password and, if you choose, your name and phone number.
      </p>
      <p>
        <strong>You must be at least 13 years old to create an account.</strong> Children under 13 are not allowed to
        register or use an account, and if we learn that an account belongs to a child under 13 we delete it.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: username, email address, a securely hashed password, and the optional name and
          phone number you give us.
        </li>
        <li>
          <strong>What you post</strong>: comments, replies, reviews, ratings and likes, together with when you posted them.
        </li>
        <li>
          <strong>Orders</strong>: what you bought, the shipping address and contact details you enter at checkout (we send
          the order&rsquo;s emails to the address you enter there). If you are logged in, the order is kept with your account
          and the shipping address you entered last is filled in for you at your next checkout. Card details go straight to
          our payment provider; we never see or store your card number. For an ebook we record each download of it (when,
          and the IP address it came from) to count the downloads its link allows.
        </li>
        <li>
          <strong>Messages</strong>: what you send us through the contact form or a quote request.
        </li>
        <li>
          <strong>Technical data</strong>: the IP address a request came from, and which pages are visited, to keep the site
          secure and to understand what readers find useful.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        <strong>IP addresses are deleted after 100 days</strong>, except the IP address used to create your account, which we
        keep with the account to help prevent abuse. Account details are kept while your account exists. Order records are
        kept as long as the law requires for accounting.
      </p>

      <h2>Deleting your account</h2>
      <p>
        You can deactivate your account from your <Link to="/profile">profile</Link> and come back later, or delete it
        permanently. <strong>Deleting an account can take up to 90 days</strong> to complete across our systems and backups.
        After that, your personal details are gone.
      </p>

      <h2>Cookies and local storage</h2>
      <p>We use only what the site needs to work, and no advertising trackers:</p>
      <ul>
        <li>a login cookie that keeps you logged in for one day;</li>
        <li>a cookie that remembers whether you chose the light or the dark theme, for one year;</li>
        <li>your browser&rsquo;s storage, to keep a guest cart, your last search type and where to return after logging in.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        We do not sell your personal information. We share it only with the services that help us run the shop, such as our
        payment provider and the carriers that deliver your order, and only as much as they need; or when the law requires it.
      </p>

      <h2>Your choices</h2>
      <p>
        You can see and correct your details on your profile page, change your email address and password, and ask us for a
        copy of your data or for its deletion by writing to {mail}.
      </p>

      <p className="muted">
        See also our <Link to="/terms">Terms &amp; Conditions</Link> and <Link to="/shop/returns">Return Policy</Link>.
      </p>
    </article>
  );
}
