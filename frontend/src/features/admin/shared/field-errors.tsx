import { useEffect, useRef, useState } from 'react';
import { invalidProps } from '../../../components/form-field';

/**
 * A form's inline errors beside its toasts (the spec's toasts stay; a toast vanishes after 5 s and
 * names no field). Showing errors marks each field aria-invalid, ties it to its message with
 * aria-describedby, and moves focus to the field to correct once those attributes are in place, so
 * a screen reader reads the message with the field. Fields are named by their element ids.
 */
export const useFieldErrors = () => {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ fieldId: string } | null>(null);
  const selectText = useRef(false);

  useEffect(() => {
    if (!focusRequest) return;
    const field = document.getElementById(focusRequest.fieldId);
    field?.focus();
    if (selectText.current && field instanceof HTMLInputElement) field.select();
  }, [focusRequest]);

  /** Replaces the shown errors and focuses `focus` (the first one by default); `select` selects its text to retype. */
  const show = (next: Record<string, string>, { focus = Object.keys(next)[0], select = false }: { focus?: string; select?: boolean } = {}) => {
    setErrors(next);
    selectText.current = select;
    // A new object each time, so flagging the same field twice focuses it again.
    if (focus) setFocusRequest({ fieldId: focus });
  };

  /** Forgets a field's error (the admin is editing it). */
  const clear = (fieldId: string) =>
    setErrors((current) => {
      if (!(fieldId in current)) return current;
      const { [fieldId]: _dropped, ...rest } = current;
      return rest;
    });

  /** `hasHint`: the field has a hint, `<fieldId>-hint`, read before its error. */
  const fieldProps = (fieldId: string, hasHint = false) => invalidProps(fieldId, errors[fieldId], hasHint);

  return { errors, show, clear, clearAll: () => setErrors({}), fieldProps };
};
