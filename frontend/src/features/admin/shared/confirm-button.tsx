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
};

/** A button for an action that cannot be undone from the screen: it asks in an alert dialog first. */
export const ConfirmButton = ({ children, trigger, title, description, confirmLabel, onConfirm }: ConfirmButtonProps) => (
  <AlertDialog>
    <AlertDialogTrigger asChild>
      <Button {...trigger}>{children}</Button>
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
