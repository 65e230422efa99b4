/** Runs after the framework loads: DOM matchers, the msw server lifecycle and a clean browser state. */
import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { resetToasts } from '../components/ui/use-toast';
import { endAdminSession } from '../features/admin/shared/session-end';
import { resetTrackingForTests } from '../lib/tracking';
import { server } from './server';

// In ESM mode `jest` is not a global; Testing Library looks for it to advance fake timers inside waitFor.
Object.assign(globalThis, { jest });

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
  document.documentElement.classList.remove('dark');
  // Conversions write into the URL; every test starts on a clean one.
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
