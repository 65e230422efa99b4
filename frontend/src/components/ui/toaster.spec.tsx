import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { toast, TOAST_REMOVE_DELAY_MS, useToast } from './use-toast';

const ToastCount = () => <p data-testid="toast-count">{useToast().toasts.length}</p>;

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'details', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('details')).toBeInTheDocument();
  });

  it('closes after 5000 ms and drops the entry 1,000,000 ms later', () => {
    jest.useFakeTimers();
    render(
      <>
        <Toaster />
        <ToastCount />
      </>,
    );
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByTestId('toast-count')).toHaveTextContent('1');
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.getByTestId('toast-count')).toHaveTextContent('0');
  });

  it('offers the F8 hotkey on the notification region', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
