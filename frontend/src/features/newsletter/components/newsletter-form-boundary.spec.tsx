import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterFormBoundary } from './newsletter-form-boundary';

let shouldCrash = true;
const CrashingForm = () => {
  if (shouldCrash) throw new Error('render failed');
  return <p>form is back</p>;
};

describe('NewsletterFormBoundary', () => {
  // React reports caught render errors on console.error; keep the test output readable.
  let silence: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    shouldCrash = true;
    silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => silence.mockRestore());

  it('shows the Form Error panel when the form crashes, and Try Again renders it again', async () => {
    render(
      <NewsletterFormBoundary>
        <CrashingForm />
      </NewsletterFormBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Form Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong with the newsletter form. Please refresh the page and try again.')).toBeInTheDocument();

    shouldCrash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('form is back')).toBeInTheDocument();
  });
});
