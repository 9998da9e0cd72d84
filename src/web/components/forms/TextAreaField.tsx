import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** react-hook-form's register() ref (a plain prop in React 19). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its hint and error, tied together like TextField's (the global base styles it). */
export function TextAreaField({ label, name, error, hint, className, rows = 6, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
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
