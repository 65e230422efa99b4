import { forwardRef, type MouseEvent } from 'react';
import { Button, type ButtonProps } from './button';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'disabled'> & { pending: boolean };

/**
 * A form's submit button that refuses a second submission while the first is on its way, without
 * `disabled`: a disabled button loses keyboard focus, which falls to the page body, and the next
 * Tab starts at the top of the page. `aria-disabled` keeps focus where it is and still tells a
 * screen reader the button does nothing for now (it looks dimmed, `ui-button`); a click, or Enter
 * in a field, is cancelled.
 */
export const SubmitButton = forwardRef<HTMLButtonElement, SubmitButtonProps>(({ pending, onClick, ...props }, ref) => (
  <Button
    ref={ref}
    type="submit"
    aria-disabled={pending || undefined}
    onClick={(event: MouseEvent<HTMLButtonElement>) => {
      if (pending) event.preventDefault();
      else onClick?.(event);
    }}
    {...props}
  />
));
SubmitButton.displayName = 'SubmitButton';
