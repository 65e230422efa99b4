import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip } from './tooltip';

const renderTwoTooltips = () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Tooltip content="Previous slide">
        <button type="button">Back</button>
      </Tooltip>
      <Tooltip content="Next slide">
        <button type="button">Forward</button>
      </Tooltip>
      <p>Elsewhere</p>
    </AppProviders>,
  );
  return user;
};

type User = ReturnType<typeof userEvent.setup>;

/**
 * Moves the pointer onto `target` far from where it was: Radix keeps a tooltip open while the
 * pointer crosses towards it, and in jsdom every box sits at 0,0 unless the pointer says otherwise.
 */
const moveTo = async (user: User, target: Element, x: number) => {
  // Two moves, as a real pointer makes many: the first one ends the crossing from the previous trigger.
  await user.pointer({ target, coords: { clientX: x, clientY: 200 } });
  await user.pointer({ target, coords: { clientX: x + 2, clientY: 200 } });
};

const tooltipText = () => screen.queryByRole('tooltip')?.textContent ?? null;

describe('the app-wide TooltipProvider', () => {
  it('uses the delays of spec section 9', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens a tooltip 700 ms after the pointer rests on its trigger', async () => {
    const user = renderTwoTooltips();
    await user.hover(screen.getByRole('button', { name: 'Back' }));
    act(() => jest.advanceTimersByTime(699));
    expect(tooltipText()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(tooltipText()).toBe('Previous slide');
  });

  it('opens the next tooltip at once within 300 ms of leaving one, and waits again after that', async () => {
    const user = renderTwoTooltips();
    await user.hover(screen.getByRole('button', { name: 'Back' }));
    act(() => jest.advanceTimersByTime(700));
    expect(tooltipText()).toBe('Previous slide');

    await moveTo(user, screen.getByRole('button', { name: 'Forward' }), 400);
    act(() => jest.advanceTimersByTime(0));
    expect(tooltipText()).toBe('Next slide');

    await moveTo(user, screen.getByText('Elsewhere'), 800);
    act(() => jest.advanceTimersByTime(301));
    expect(tooltipText()).toBeNull();
    await moveTo(user, screen.getByRole('button', { name: 'Back' }), 20);
    act(() => jest.advanceTimersByTime(699));
    expect(tooltipText()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(tooltipText()).toBe('Previous slide');
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const user = renderTwoTooltips();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(0));
    expect(tooltipText()).toBe('Previous slide');
    await user.keyboard('{Escape}');
    expect(tooltipText()).toBeNull();
  });
});
