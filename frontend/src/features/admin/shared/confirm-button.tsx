import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button, type ButtonProps } from '../../../components/ui/button';

type ConfirmButtonProps = {
  /** The trigger's content (icon and text) and its props (variant, size, aria-label, disabled). */
  children: ReactNode;
  trigger?: Omit<ButtonProps, 'children' | 'onClick'>;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /**
   * Checked on click, before the question: false keeps the dialog closed (the check says why, for
   * example with a toast), so a send that would be refused anyway is not asked about.
   */
  canAsk?: () => boolean;
};

/** A button for an action that cannot be undone from the screen: it asks in an alert dialog first. */
export const ConfirmButton = ({ children, trigger, title, description, confirmLabel, onConfirm, canAsk }: ConfirmButtonProps) => (
  <AlertDialog>
    <AlertDialogTrigger asChild>
      <Button
        {...trigger}
        onClick={(event) => {
          // Radix opens the dialog only when the click was not prevented.
          if (canAsk && !canAsk()) event.preventDefault();
        }}
      >
        {children}
      </Button>
    </AlertDialogTrigger>
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  </AlertDialog>
);
