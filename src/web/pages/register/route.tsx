import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { site } from '../../site';

/** /register: the registration form arrives in a later change. */
export function Component() {
  return (
    <div className="page page-narrow">
      <PageHeading title="Register">
        <p>Registration opens soon.</p>
      </PageHeading>
      <div className="card">
        <p>
          Soon you will be able to create a {site.name} account to comment on articles, review books and check out faster.
        </p>
        <p>
          Already have an account? <Link to="/login">Log in</Link>.
        </p>
      </div>
    </div>
  );
}
