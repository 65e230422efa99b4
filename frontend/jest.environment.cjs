/**
 * jsdom without Node's fetch, streams and messaging classes cannot host msw 2. This environment
 * copies those globals from Node into the jsdom window (the same idea as jest-fixed-jsdom).
 * MessageChannel is deliberately NOT copied: React's scheduler would use Node's ports, which keep
 * the process alive and Jest would never exit.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const nodeGlobals = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
  'ReadableStream', 'WritableStream', 'TransformStream', 'TextDecoderStream', 'TextEncoderStream',
  'TextEncoder', 'TextDecoder', 'BroadcastChannel',
  'structuredClone', 'AbortController', 'AbortSignal', 'URL', 'URLSearchParams',
];

class FetchReadyJsdomEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of nodeGlobals) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = FetchReadyJsdomEnvironment;
