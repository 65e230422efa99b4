import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { InterestListBoundary } from './interest-list-boundary';

const BrokenList = (): never => {
  throw new Error('render failure');
};

describe('InterestListBoundary', () => {
  it('replaces a failing list with a notice pointing to the text area', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <InterestListBoundary>
          <BrokenList />
        </InterestListBoundary>
        <textarea aria-label="Describe your interests" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe your interests in the text area below instead.');
    expect(screen.getByLabelText('Describe your interests')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('renders the list when nothing fails', () => {
    render(
      <InterestListBoundary>
        <p>interest list</p>
      </InterestListBoundary>,
    );
    expect(screen.getByText('interest list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
