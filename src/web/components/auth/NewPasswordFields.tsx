import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/TextField';
import { PASSWORD_HINT } from './account-text';

type Name = 'new_password' | 'new_password_confirm';

interface NewPasswordFieldsProps {
  /** The form's field(): the new password also re-checks its confirmation when it loses focus. */
  field: (name: Name, opts?: { deps?: Name[] }) => UseFormRegisterReturn;
  errors: Partial<Record<Name, FieldError>>;
}

/** A new password and its confirmation, as the password change and the reset link ask for them. */
export function NewPasswordFields({ field, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={errors.new_password?.message}
        {...field('new_password', { deps: ['new_password_confirm'] })}
      />
      <TextField
        label="Confirm the new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.new_password_confirm?.message}
        {...field('new_password_confirm')}
      />
    </>
  );
}
