import { useEffect, useState, type ReactNode } from 'react';
import { Label } from './ui/label';

/**
 * How a visitor form reports a problem beside the spec's toast (which vanishes after 5 s): the
 * field is marked `aria-invalid`, tied to a visible message by `aria-describedby`, and takes focus.
 * One pattern for every form: the public ones (contact, subscribe, preferences, unsubscribe, data
 * deletion, the newsletter signups) and the admin's, all through `useFieldErrors` below.
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

/** Focus targets for a form whose fields are named by their element ids (each field focuses itself). */
export const fieldIds = <Id extends string>(...ids: Id[]): Record<Id, string> => {
  const targets = {} as Record<Id, string>;
  for (const id of ids) targets[id] = id;
  return targets;
};

/**
 * The inline errors of a form, public or admin. `focusTargets` lists, in the form's order, the element
 * id that takes focus for each field (for a group of checkboxes, its first box; `fieldIds` when fields
 * are named by their ids). `report` shows the errors and then moves focus to the first field in error,
 * after the render, so its message is already there to be read with it (`select` also selects its
 * text, to retype it); `clear` takes down one field's error (it is being edited) or all of them;
 * `fieldProps` are the `invalidProps` of a field whose control has its focus target's id.
 */
export const useFieldErrors = <Field extends string>(focusTargets: Record<Field, string>) => {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // A new object each report, so reporting the same field twice focuses it again.
  const [focusRequest, setFocusRequest] = useState<{ select: boolean } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const first = (Object.keys(focusTargets) as Field[]).find((field) => errors[field]);
    const target = first ? document.getElementById(focusTargets[first]) : null;
    target?.focus();
    if (focusRequest.select && target instanceof HTMLInputElement) target.select();
    // Only a new report moves focus; errors alone change as they are cleared.
  }, [focusRequest]);
  return {
    errors,
    report: (next: FieldErrors<Field>, { select = false }: { select?: boolean } = {}) => {
      setErrors(next);
      setFocusRequest({ select });
    },
    clear: (field?: Field) =>
      setErrors((current) => {
        if (field === undefined) return {};
        if (!(field in current)) return current;
        const { [field]: _dropped, ...rest } = current;
        return rest as FieldErrors<Field>;
      }),
    fieldProps: (field: Field, hasHint = false) => invalidProps(focusTargets[field], errors[field], hasHint),
  };
};
