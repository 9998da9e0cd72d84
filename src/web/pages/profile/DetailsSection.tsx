import { useMutation } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { ProfileBody } from '../../../modules/accounts/schemas';
import { updateProfile } from '../../api/account';
import type { User } from '../../api/auth';
import { Form, FormRow } from '../../components/forms/FormParts';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { TextField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { FormFooter } from './FormFooter';
import styles from './Profile.module.css';

const valuesOf = (user: User) => ({ first_name: user.first_name ?? '', last_name: user.last_name ?? '', phone: user.phone ?? '', listed: user.listed });

const LISTED_LABEL = 'List me on the Members page, with my articles and comments counted';

function EditDetails({ user, onDone }: { user: User; onDone: () => void }) {
  const { updateUser } = useAuth();
  const toast = useToast();
  const form = useZodForm(ProfileBody, { defaultValues: valuesOf(user) });
  const { errors } = form.formState;

  // The answer is the updated user: it replaces the cached one, so the shell and this page agree.
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (res) => {
      updateUser(res.user);
      toast({ heading: 'Success', content: res.message });
    },
  });
  const submit = useFormSubmit(form, async (body) => {
    await save.mutateAsync(body);
    onDone();
  });

  return (
    <Form onSubmit={submit.onSubmit} busy={submit.submitting}>
      <FormRow>
        <TextField label="First name" autoComplete="given-name" maxLength={100} error={errors.first_name?.message} {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={100} error={errors.last_name?.message} {...form.field('last_name')} />
      </FormRow>
      <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 555-5555" maxLength={30} error={errors.phone?.message} {...form.field('phone')} />
      <Checkbox label={LISTED_LABEL} error={errors.listed?.message} {...form.field('listed')} />
      <FormFooter formError={submit.formError} submitting={submit.submitting} hasErrors={submit.hasErrors} label="Save details" busyLabel="Saving…" onCancel={onDone} />
    </Form>
  );
}

/** The member's details, and editing the ones a member may change (name, phone, and whether the Members page lists them). */
export function DetailsSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const since = new Date(user.created_at);
  const notGiven = <span className={styles.notGiven}>Not given</span>;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
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
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{fullName || notGiven}</dd>
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Phone</dt>
          <dd>{user.phone || notGiven}</dd>
          <dt>On the Members page</dt>
          <dd>{user.listed ? 'Listed' : 'Not listed'}</dd>
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
