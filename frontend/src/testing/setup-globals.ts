/**
 * Runs before the test framework: browser APIs jsdom lacks but react-router, Radix and the
 * layout rely on.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// Radix Select uses pointer capture and scrollIntoView, which jsdom does not implement.
const elementPrototype = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
if (!elementPrototype.hasPointerCapture) elementPrototype.hasPointerCapture = () => false;
if (!elementPrototype.setPointerCapture) elementPrototype.setPointerCapture = () => undefined;
if (!elementPrototype.releasePointerCapture) elementPrototype.releasePointerCapture = () => undefined;
if (!elementPrototype.scrollIntoView) elementPrototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// jsdom has no PointerEvent: without it a pointer event's pointerType, pointerId and isPrimary are lost
// (the carousel's swipes read them). A MouseEvent carrying them, as in the browser.
if (!('PointerEvent' in globalThis)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
      this.isPrimary = init.isPrimary ?? false;
    }
  }
  Object.assign(globalThis, { PointerEvent: PointerEventStub });
}
