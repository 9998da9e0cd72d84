import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { phone } from '../../../modules/accounts/schemas';
import type { User } from '../../api/auth';
import { updateProfile } from '../../api/account';
import { errorMessage } from '../../api/client';
import { ERROR_HEADING } from '../../components/auth/account-text';
import { Button } from '../../components/ui/Button';
import { FormFooter } from './FormFooter';
import { TextField } from '../../components/ui/TextField';
import { useForm } from '../../lib/use-form';
import { schemaCheck, tooLong } from '../../lib/validation';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';

const CHECKS = { first_name: [tooLong(100)], last_name: [tooLong(100)], phone: [schemaCheck(phone)] };

const valuesOf = (user: User) => ({ first_name: user.first_name ?? '', last_name: user.last_name ?? '', phone: user.phone ?? '' });

function EditDetails({ user, onDone }: { user: User; onDone: () => void }) {
  const { updateUser } = useAuth();
  const toast = useToast();
  const form = useForm(valuesOf(user), CHECKS);

  const submit = form.handleSubmit(
    async (v) => {
      const res = await updateProfile({ first_name: v.first_name.trim() || null, last_name: v.last_name.trim() || null, phone: v.phone.trim() || null });
      updateUser(res.user);
      toast({ heading: 'Success', content: res.message });
      onDone();
    },
    { onError: (err) => toast({ heading: ERROR_HEADING, content: errorMessage(err) }) },
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={form.submitting || undefined}>
      <div className="form-row">
        <TextField label="First name" autoComplete="given-name" maxLength={100} {...form.bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={100} {...form.bind('last_name')} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 555-5555" maxLength={30} {...form.bind('phone')} />
      <FormFooter formError={form.formError} submitting={form.submitting} hasErrors={form.hasErrors} label="Save details" busyLabel="Saving…" onCancel={onDone} />
    </form>
  );
}

/** The member's details, and editing the ones a member may change (name and phone). */
export function DetailsSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const since = new Date(user.created_at);
  const notGiven = <span className="muted">Not given</span>;

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>Your details</h2>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" size={16} />
            Edit details
          </Button>
        )}
      </div>
      {editing ? (
        <EditDetails user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="details">
          <dt>Name</dt>
          <dd>{fullName || notGiven}</dd>
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Phone</dt>
          <dd>{user.phone || notGiven}</dd>
          {!Number.isNaN(since.getTime()) && (
            <>
              <dt>Member since</dt>
              <dd>
                <time dateTime={user.created_at}>{since.toLocaleDateString(undefined, { dateStyle: 'long' })}</time>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
