import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { Carousel } from './carousel';

const INTERVAL_MS = 4000;
const slides = ['Alpha', 'Beta', 'Gamma', 'Delta'];

const renderCarousel = () => {
  jest.useFakeTimers();
  const rendered = renderWithProviders(
    <Carousel label="Test slides" items={slides} intervalMs={INTERVAL_MS} itemKey={(slide) => slide} renderSlide={(slide) => <p>{slide}</p>} />,
    { userOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
  return { ...rendered, carousel: screen.getByRole('region', { name: 'Test slides' }) };
};

const counter = () => screen.getByTestId('carousel-counter');
const wait = (milliseconds: number) => act(() => jest.advanceTimersByTime(milliseconds));

describe('Carousel pausing', () => {
  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const { user, carousel } = renderCarousel();
    await user.hover(carousel);
    wait(3 * INTERVAL_MS);
    expect(counter()).toHaveTextContent('1 of 4');
    await user.unhover(carousel);
    wait(INTERVAL_MS);
    expect(counter()).toHaveTextContent('2 of 4');
  });

  it('pauses while keyboard focus is inside it and resumes when focus leaves', async () => {
    const { user } = renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    wait(3 * INTERVAL_MS);
    expect(counter()).toHaveTextContent('1 of 4');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveFocus();
    wait(3 * INTERVAL_MS);
    expect(counter()).toHaveTextContent('1 of 4');
    act(() => screen.getByRole('button', { name: 'Go to slide 1' }).blur());
    wait(INTERVAL_MS);
    expect(counter()).toHaveTextContent('2 of 4');
  });

  it('stays paused for 10 s after a manual action, even once the pointer and focus have left', async () => {
    const { user, carousel } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.unhover(carousel);
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    expect(counter()).toHaveTextContent('2 of 4');
    wait(9999);
    expect(counter()).toHaveTextContent('2 of 4');
    wait(1);
    wait(INTERVAL_MS);
    expect(counter()).toHaveTextContent('3 of 4');
  });
});

describe('Carousel live counter', () => {
  it('is silent while the slides rotate by themselves', () => {
    renderCarousel();
    expect(counter()).toHaveAttribute('aria-live', 'off');
    wait(INTERVAL_MS);
    expect(counter()).toHaveTextContent('2 of 4');
    expect(counter()).toHaveAttribute('aria-live', 'off');
  });

  it('speaks politely after a manual action and falls silent again when rotation resumes', async () => {
    const { carousel } = renderCarousel();
    // A click without hover or focus, as from a touch screen or an assistive technology.
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(counter()).toHaveTextContent('3 of 4');
    expect(counter()).toHaveAttribute('aria-live', 'polite');
    wait(10_000);
    expect(counter()).toHaveAttribute('aria-live', 'off');
    expect(carousel).toBeInTheDocument();
  });

  it('speaks while the visitor is hovering or focusing the controls, so their own changes are announced', async () => {
    const { user, carousel } = renderCarousel();
    await user.hover(carousel);
    expect(counter()).toHaveAttribute('aria-live', 'polite');
    await user.unhover(carousel);
    expect(counter()).toHaveAttribute('aria-live', 'off');
  });
});

/** The system setting `prefers-reduced-motion: reduce`, as the browser reports it to the page. */
const preferReducedMotion = () => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion: reduce') });
  return () => {
    window.matchMedia = original;
  };
};

describe('Carousel pause and play (WCAG 2.2.2)', () => {
  let restoreMotion: (() => void) | undefined;
  afterEach(() => {
    restoreMotion?.();
    restoreMotion = undefined;
  });

  it('stops auto-advance on Pause until Play, however long the pointer and focus stay away', async () => {
    const { user, carousel } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause slide show' }));
    await user.unhover(carousel);
    act(() => screen.getByRole('button', { name: 'Play slide show' }).blur());
    wait(30_000);
    expect(counter()).toHaveTextContent('1 of 4');
    expect(counter()).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Play slide show' }));
    await user.unhover(carousel);
    act(() => screen.getByRole('button', { name: 'Pause slide show' }).blur());
    wait(INTERVAL_MS);
    expect(counter()).toHaveTextContent('2 of 4');
  });

  it('keeps a paused slide show paused after a manual action and its 10 s', async () => {
    const { user, carousel } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause slide show' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.unhover(carousel);
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    wait(10_000 + 3 * INTERVAL_MS);
    expect(counter()).toHaveTextContent('2 of 4');
  });

  it('does not advance by itself for a visitor who asked for reduced motion, until they press Play', async () => {
    restoreMotion = preferReducedMotion();
    const { user, carousel } = renderCarousel();
    wait(5 * INTERVAL_MS);
    expect(counter()).toHaveTextContent('1 of 4');
    await user.click(screen.getByRole('button', { name: 'Play slide show' }));
    await user.unhover(carousel);
    act(() => screen.getByRole('button', { name: 'Pause slide show' }).blur());
    wait(INTERVAL_MS);
    expect(counter()).toHaveTextContent('2 of 4');
  });
});

/** A finger's stroke across an element: down at one point, up at another (the browser sends these for touch). */
const swipe = (element: Element, from: { x: number; y: number }, to: { x: number; y: number }, pointerType = 'touch') => {
  fireEvent.pointerDown(element, { pointerId: 7, pointerType, isPrimary: true, clientX: from.x, clientY: from.y });
  fireEvent.pointerUp(element, { pointerId: 7, pointerType, isPrimary: true, clientX: to.x, clientY: to.y });
};

describe('Carousel swipes on a touch screen', () => {
  it('goes to the next slide on a swipe to the left and back on a swipe to the right, wrapping around', () => {
    renderCarousel();
    swipe(screen.getByText('Alpha'), { x: 300, y: 200 }, { x: 180, y: 210 });
    expect(counter()).toHaveTextContent('2 of 4');
    swipe(screen.getByText('Beta'), { x: 100, y: 200 }, { x: 260, y: 190 });
    expect(counter()).toHaveTextContent('1 of 4');
    swipe(screen.getByText('Alpha'), { x: 100, y: 200 }, { x: 260, y: 190 });
    expect(counter()).toHaveTextContent('4 of 4');
  });

  it('counts a swipe as a manual action: auto-advance waits 10 s', () => {
    renderCarousel();
    swipe(screen.getByText('Alpha'), { x: 300, y: 200 }, { x: 180, y: 200 });
    wait(9_999);
    expect(counter()).toHaveTextContent('2 of 4');
  });

  it('leaves the slide alone for a short stroke, a mostly vertical one (the page scrolls), a cancelled one and a mouse drag', () => {
    renderCarousel();
    const slide = screen.getByText('Alpha');
    swipe(slide, { x: 300, y: 200 }, { x: 260, y: 200 });
    swipe(slide, { x: 300, y: 100 }, { x: 220, y: 400 });
    swipe(slide, { x: 300, y: 200 }, { x: 100, y: 200 }, 'mouse');
    fireEvent.pointerDown(slide, { pointerId: 8, pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 200 });
    fireEvent.pointerCancel(slide, { pointerId: 8, pointerType: 'touch', isPrimary: true });
    fireEvent.pointerUp(slide, { pointerId: 8, pointerType: 'touch', isPrimary: true, clientX: 100, clientY: 200 });
    expect(counter()).toHaveTextContent('1 of 4');
  });

  it("does not count a swipe that ends on a slide's button as a tap on it, and still lets a tap through", () => {
    jest.useFakeTimers();
    const tapped: string[] = [];
    renderWithProviders(
      <Carousel
        label="Test slides"
        items={slides}
        intervalMs={INTERVAL_MS}
        itemKey={(slide) => slide}
        renderSlide={(slide) => (
          <button type="button" onClick={() => tapped.push(slide)}>
            Try {slide}
          </button>
        )}
      />,
    );
    const button = screen.getByRole('button', { name: 'Try Alpha' });
    swipe(button, { x: 300, y: 200 }, { x: 150, y: 200 });
    fireEvent.click(button);
    expect(tapped).toEqual([]);
    expect(counter()).toHaveTextContent('2 of 4');

    const next = screen.getByRole('button', { name: 'Try Beta' });
    swipe(next, { x: 200, y: 200 }, { x: 202, y: 201 });
    fireEvent.click(next);
    expect(tapped).toEqual(['Beta']);
  });
});
