import type { Page } from 'playwright-core';

export type UnreadableControl = { text: string; ratio: number; color: string; background: string };

/**
 * Buttons (and links styled as buttons) whose text contrast against the background behind them
 * is below `minimumRatio` (WCAG: 3 for large text and controls). Elements over a gradient or an
 * image are skipped: their real backdrop cannot be read from styles.
 */
export const unreadableControls = (page: Page, minimumRatio = 3): Promise<UnreadableControl[]> =>
  page.evaluate((minimum) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    // The canvas turns any CSS colour syntax (oklch included) into sRGB bytes.
    const toRgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
      return [red, green, blue, alpha / 255];
    };
    const over = (top: [number, number, number, number], bottom: [number, number, number]): [number, number, number] => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
    ];
    const luminance = ([red, green, blue]: [number, number, number]) => {
      const linear = (value: number) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    };
    /** The solid colour behind an element, or null when a gradient or image is in the way. */
    const backdropOf = (element: Element): [number, number, number] | null => {
      const layers: [number, number, number, number][] = [];
      for (let current: Element | null = element; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.backgroundImage !== 'none') return null;
        const layer = toRgba(style.backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 0.99) break;
      }
      return layers.reduceRight<[number, number, number]>((below, layer) => over(layer, below), [255, 255, 255]);
    };

    const controls = Array.from(document.querySelectorAll('button, a[class*="inline-flex"]'));
    const problems: { text: string; ratio: number; color: string; background: string }[] = [];
    for (const control of controls) {
      const text = (control.textContent ?? '').trim();
      const box = control.getBoundingClientRect();
      if (!text || box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const backdrop = backdropOf(control);
      if (!backdrop) continue;
      const foreground = over(toRgba(getComputedStyle(control).color), backdrop);
      const [lighter, darker] = [luminance(foreground), luminance(backdrop)].sort((left, right) => right - left) as [number, number];
      const ratio = (lighter + 0.05) / (darker + 0.05);
      if (ratio < minimum) {
        problems.push({ text: text.slice(0, 40), ratio: Math.round(ratio * 100) / 100, color: getComputedStyle(control).color, background: backdrop.map(Math.round).join(',') });
      }
    }
    return problems;
  }, minimumRatio);
