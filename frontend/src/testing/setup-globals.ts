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
