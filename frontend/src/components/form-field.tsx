import { useEffect, useState, type ReactNode } from 'react';
import { Label } from './ui/label';

/**
 * How a visitor form reports a problem beside the spec's toast (which vanishes after 5 s): the
 * field is marked `aria-invalid`, tied to a visible message by `aria-describedby`, and takes focus.
 * One pattern for every form: the public ones (contact, subscribe, preferences, unsubscribe, data
 * deletion, the newsletter signups) and the admin's (whose hook, admin/shared/field-errors.tsx, marks
 * fields with these attributes and messages).
 */

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/** The aria-describedby value matching what FormField (or FieldError) renders for the same id. */
export const describedBy = (id: string, error?: string, hasHint = false) =>
  [hasHint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined;

/** The attributes that tie a control to its error: spread them on the input, textarea or fieldset (no aria-invalid without one). */
export const invalidProps = (id: string, error?: string, hasHint = false) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hasHint),
});

/** The message of a field whose control is laid out by hand (a fieldset, a one-line signup). */
export const FieldError = ({ id, error, className }: { id: string; error?: string; className?: string }) =>
  error ? (
    <p id={errorId(id)} className={className ?? 'text-sm text-red-600 dark:text-red-400'}>
      {error}
    </p>
  ) : null;

type FormFieldProps = { id: string; label: string; error?: string; hint?: string; children: ReactNode };

/** A labelled field with its hint and inline error, linked for screen readers by `invalidProps`. */
export const FormField = ({ id, label, error, hint, children }: FormFieldProps) => (
  <div className="space-y-2">
    <Label htmlFor={id}>{label}</Label>
    {children}
    {hint ? <p id={hintId(id)} className="text-xs text-gray-500 dark:text-gray-400">{hint}</p> : null}
    <FieldError id={id} error={error} />
  </div>
);

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The inline errors of a form. `focusTargets` lists, in the form's order, the element id that takes
 * focus for each field (for a group of checkboxes, its first box). `report` shows the errors and
 * then moves focus to the first field in error, after the render, so its message is already there
 * to be read with it; `clear` takes them all down.
 */
export const useFieldErrors = <Field extends string>(focusTargets: Record<Field, string>) => {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [reported, setReported] = useState(0);
  useEffect(() => {
    if (reported === 0) return;
    const first = (Object.keys(focusTargets) as Field[]).find((field) => errors[field]);
    if (first) document.getElementById(focusTargets[first])?.focus();
    // Only a new report moves focus; errors alone change as they are cleared.
  }, [reported]);
  return {
    errors,
    report: (next: FieldErrors<Field>) => {
      setErrors(next);
      setReported((count) => count + 1);
    },
    clear: () => setErrors({}),
  };
};
