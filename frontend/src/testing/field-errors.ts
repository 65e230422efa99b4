import { expect } from '@jest/globals';
import { waitFor } from '@testing-library/react';

/** What a form does beside its toast for a field to correct: marks it invalid, ties it to `message`, and moves focus to it. */
export const expectFieldError = async (field: HTMLElement, message: string) => {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  await waitFor(() => expect(field).toHaveFocus());
};
