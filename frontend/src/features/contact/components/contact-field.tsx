import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';

type ContactFieldProps = { id: string; label: string; error?: string; hint?: string; children: ReactNode };

/** A labelled field with its hint and inline error, linked for screen readers. */
export const ContactField = ({ id, label, error, hint, children }: ContactFieldProps) => (
  <div className="space-y-2">
    <Label htmlFor={id}>{label}</Label>
    {children}
    {hint ? <p id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">{hint}</p> : null}
    {error ? <p id={`${id}-error`} className="text-sm text-red-600">{error}</p> : null}
  </div>
);

/** The aria-describedby value matching what ContactField renders for the same id. */
export const describedBy = (id: string, error?: string, hasHint = false) =>
  [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
