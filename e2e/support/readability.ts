import type { Locator, Page } from 'playwright-core';

export type ContrastProblem = { text: string; ratio: number; color: string; background: string };

/**
 * What to compare: an element's text colour, its placeholder colour, or (for controls without
 * text, like carousel dots) its own fill against what is behind it.
 */
type ContrastRequest = { kind: 'text' | 'placeholder' | 'shape'; minimum: number; skipWithoutText?: boolean };

/**
 * Runs in the page, so it must not use anything from this module's scope. Backdrops are read from
 * styles: a solid colour, or each colour stop of a gradient (the worst stop counts); elements over
 * an image are skipped, since their real backdrop cannot be read from styles.
 */
const measureContrast = (elements: Element[], { kind, minimum, skipWithoutText = false }: ContrastRequest): ContrastProblem[] => {
  type Rgba = [number, number, number, number];
  type Rgb = [number, number, number];
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  // The canvas turns any CSS colour syntax (oklch included) into sRGB bytes.
  const toRgba = (color: string): Rgba => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
    return [red, green, blue, alpha / 255];
  };
  const over = (top: Rgba, bottom: Rgb): Rgb => [
    top[0] * top[3] + bottom[0] * (1 - top[3]),
    top[1] * top[3] + bottom[1] * (1 - top[3]),
    top[2] * top[3] + bottom[2] * (1 - top[3]),
  ];
  const luminance = ([red, green, blue]: Rgb) => {
    const linear = (value: number) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  };
  const ratioOf = (first: Rgb, second: Rgb) => {
    const [lighter, darker] = [luminance(first), luminance(second)].sort((left, right) => right - left) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  };
  const gradientStops = (image: string): Rgba[] | null => {
    if (!image.includes('gradient(') || image.includes('url(')) return null;
    return (image.match(/(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-fA-F]{3,8}\b/g) ?? []).map(toRgba);
  };
  /** The colours that can be behind `start` (one for a solid backdrop, one per stop for a gradient), or null over an image. */
  const backdropsOf = (start: Element | null): Rgb[] | null => {
    const layers: Rgba[] = [];
    for (let current = start; current; current = current.parentElement) {
      const style = getComputedStyle(current);
      if (style.backgroundImage !== 'none') {
        const stops = gradientStops(style.backgroundImage);
        if (!stops || stops.length === 0) return null;
        return stops.map((stop) => layers.reduceRight<Rgb>((below, layer) => over(layer, below), over(stop, [255, 255, 255])));
      }
      const layer = toRgba(style.backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 0.99) break;
    }
    return [layers.reduceRight<Rgb>((below, layer) => over(layer, below), [255, 255, 255])];
  };
  /**
   * How opaque an element's text is drawn: its own `opacity` and that of the parents between it and
   * the box that paints its backdrop (a dimmed description, `opacity: 0.9`, blends into its toast).
   */
  const opacityOf = (element: Element) => {
    let opacity = 1;
    for (let current: Element | null = element; current; current = current.parentElement) {
      const style = getComputedStyle(current);
      opacity *= Number(style.opacity);
      if (style.backgroundImage !== 'none' || toRgba(style.backgroundColor)[3] >= 0.99) break;
    }
    return opacity;
  };
  const nameOf = (element: Element) =>
    ((element.textContent ?? '').trim() || element.getAttribute('aria-label') || element.getAttribute('placeholder') || element.tagName).slice(0, 40);

  const problems: ContrastProblem[] = [];
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    if (skipWithoutText && (element.textContent ?? '').trim() === '') continue;
    let foregrounds: Rgba[];
    let backdrops: Rgb[] | null;
    if (kind === 'shape') {
      const style = getComputedStyle(element);
      foregrounds = gradientStops(style.backgroundImage) ?? [toRgba(style.backgroundColor)];
      backdrops = backdropsOf(element.parentElement);
    } else {
      const [red, green, blue, alpha] = toRgba(getComputedStyle(element, kind === 'placeholder' ? '::placeholder' : null).color);
      foregrounds = [[red, green, blue, alpha * opacityOf(element)]];
      backdrops = backdropsOf(element);
    }
    if (!backdrops) continue;
    let worst: { ratio: number; foreground: Rgb; backdrop: Rgb } | null = null;
    for (const backdrop of backdrops) {
      for (const color of foregrounds) {
        const foreground = over(color, backdrop);
        const ratio = ratioOf(foreground, backdrop);
        if (!worst || ratio < worst.ratio) worst = { ratio, foreground, backdrop };
      }
    }
    if (worst && worst.ratio < minimum) {
      problems.push({
        text: nameOf(element),
        ratio: Math.round(worst.ratio * 100) / 100,
        color: worst.foreground.map(Math.round).join(','),
        background: worst.backdrop.map(Math.round).join(','),
      });
    }
  }
  return problems;
};

/** WCAG AA for normal-size text; badges, placeholders and small print are all small text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG AA for large text, and for the parts of a control that must be seen (WCAG 1.4.11). */
export const CONTROL_CONTRAST = 3;

const measure = (elements: Locator, request: ContrastRequest): Promise<ContrastProblem[]> => elements.evaluateAll(measureContrast, request);

/** Elements whose text is below `minimum` against what is behind it. */
export const unreadableText = (elements: Locator, minimum = TEXT_CONTRAST) => measure(elements, { kind: 'text', minimum });

/** Inputs whose placeholder is below `minimum`: for several forms it is the only visible label. */
export const unreadablePlaceholders = (fields: Locator, minimum = TEXT_CONTRAST) => measure(fields, { kind: 'placeholder', minimum });

/** Controls without text (carousel dots) whose fill does not stand out `minimum`:1 from the page. */
export const indistinctShapes = (shapes: Locator, minimum = CONTROL_CONTRAST) => measure(shapes, { kind: 'shape', minimum });

/**
 * Buttons (and links styled as buttons) whose text contrast is below `minimumRatio` (WCAG: 3 for
 * large text and controls). Controls without text are left to `indistinctShapes`.
 */
export const unreadableControls = (page: Page, minimumRatio = CONTROL_CONTRAST): Promise<ContrastProblem[]> =>
  // A disabled control is dimmed on purpose, and WCAG 1.4.3 leaves inactive components out of the contrast rule.
  measure(page.locator('button:not(:disabled):not([aria-disabled="true"]), a[class*="inline-flex"]:not([aria-disabled="true"])'), {
    kind: 'text',
    minimum: minimumRatio,
    skipWithoutText: true,
  });
