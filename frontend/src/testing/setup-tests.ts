/** Runs after the framework loads: DOM matchers, the msw server lifecycle and a clean browser state. */
import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { resetToasts } from '../components/ui/use-toast';
import { endAdminSession } from '../features/admin/shared/session-end';
import { resetTrackingForTests } from '../lib/tracking';
import { server } from './server';

// In ESM mode `jest` is not a global; Testing Library looks for it to advance fake timers inside waitFor.
Object.assign(globalThis, { jest });
// findBy* and waitFor wait for a condition; their 1 s default deadline is too short for a first lazy
// route import on a loaded machine (seen in a full run). A test that passes still ends as soon as the condition holds.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  server.resetHandlers();
  resetToasts();
  // Admin module stores (chosen recipients, a running import) start empty in every test.
  endAdminSession();
  resetTrackingForTests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  // Conversions write into the URL; every test starts on a clean one.
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
