import { expect } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { TOAST_DURATION_MS } from '../components/ui/toaster';

/**
 * Waits for the toast titled `title` to be gone, within a fifth of the time a toast shows by itself:
 * it must have been closed (by a success, say), not merely have run out its 5 s.
 */
export const waitForToastClosed = (title: string) =>
  waitFor(() => expect(screen.queryByText(title)).toBeNull(), { timeout: TOAST_DURATION_MS / 5 });

/** The toast titled `title` once it shows; its description is read inside it (a field's inline message may say the same words). */
export const findToast = async (title: string): Promise<HTMLElement> => {
  const toast = (await screen.findByText(title)).closest('li');
  if (!toast) throw new Error(`The text '${title}' is not inside a toast`);
  return toast;
};
