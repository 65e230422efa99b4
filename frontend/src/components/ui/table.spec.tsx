import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Table, TableBody, TableCell, TableRow } from './table';

/** jsdom lays nothing out: the box's sizes and scroll position are given as a browser would report them. */
const layOut = (box: HTMLElement, { clientWidth, scrollWidth, scrollLeft }: { clientWidth: number; scrollWidth: number; scrollLeft: number }) => {
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  box.scrollLeft = scrollLeft;
  fireEvent.scroll(box);
};

describe('Table', () => {
  it('fades the side where columns continue beyond its box, and neither side when all fit', () => {
    render(
      <Table aria-label="Wide list">
        <TableBody>
          <TableRow>
            <TableCell>ada@example.com</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const box = screen.getByRole('table', { name: 'Wide list' }).parentElement!;
    layOut(box, { clientWidth: 720, scrollWidth: 1000, scrollLeft: 0 });
    expect(box.className).toContain('[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]');
    layOut(box, { clientWidth: 720, scrollWidth: 1000, scrollLeft: 140 });
    expect(box.className).toContain('[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]');
    layOut(box, { clientWidth: 720, scrollWidth: 1000, scrollLeft: 280 });
    expect(box.className).toContain('[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]');
    layOut(box, { clientWidth: 1000, scrollWidth: 1000, scrollLeft: 0 });
    expect(box.className).not.toContain('mask-image');
  });
});
