import type { FieldsetHTMLAttributes } from 'react';
import { cn } from '../lib/class-names';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The fields and submit button of a server-rendered form, disabled (a `fieldset disabled`) until the
 * app has hydrated the page. Before that the form has no handler: a submit would reload the page
 * (`GET ?`) and what was typed would be overwritten by the state on the first render after
 * hydration, so the server's HTML shows a form that plainly cannot be used yet. Lays out like a
 * block `div` (a fieldset is as wide as its content at least, unless told otherwise); pass the
 * layout the form's children need as `className`.
 */
export const FormControls = ({ className, ...props }: Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'disabled'>) => {
  const hydrated = useHydrated();
  return <fieldset disabled={!hydrated} className={cn('min-w-0', className)} {...props} />;
};
