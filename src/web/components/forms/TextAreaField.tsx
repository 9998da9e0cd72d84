import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './forms.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled textarea with its hint and error, tied together like TextField's. */
export function TextAreaField({ label, name, error, hint, className, rows = 6, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field textarea-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <textarea {...rest} id={id} name={name} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
