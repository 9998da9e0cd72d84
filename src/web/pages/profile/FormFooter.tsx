import { FormActions, FormError } from '../../components/forms/FormParts';
import { Button } from '../../components/ui/Button';

interface Props {
  formError: string | null | undefined;
  submitting: boolean;
  hasErrors: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}

/** The end of every profile form: its one form-level error, submit (busy while sending) and Cancel. */
export function FormFooter({ formError, submitting, hasErrors, label, busyLabel, onCancel }: Props) {
  return (
    <>
      <FormError message={formError} />
      <FormActions>
        <Button type="submit" busy={submitting} disabled={hasErrors}>
          {submitting ? busyLabel : label}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </FormActions>
    </>
  );
}
