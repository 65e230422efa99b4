import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Clicks a button that asks first, then the question's confirming button; returns the question's text. */
export const clickConfirmed = async (user: UserEvent, button: string, confirmLabel: string) => {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('alertdialog');
  const question = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: confirmLabel }));
  return question;
};
