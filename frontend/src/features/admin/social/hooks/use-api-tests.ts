import { useEffect, useRef, useState } from 'react';
import { API_TEST_TEXTS, SOCIAL_TIMING } from '@contract/social.vocabulary';
import type { ApiTestResult } from '../api/run-api-test';
import { failureText } from '../utils/social-failures';

/** One row of an API test card: what it checks and the call that checks it. */
export type ApiTest = { id: string; label: string; run: () => Promise<ApiTestResult> };

export type ApiTestStatus = 'idle' | 'running' | 'passed' | 'failed';
export type ApiTestState = { status: ApiTestStatus; message: string | null };

const IDLE: ApiTestState = { status: 'idle', message: null };

/** Resolves after `milliseconds`, or at once when the card goes away. */
const pause = (milliseconds: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The rows of an API test card (section 4: Not tested, Passed, Failed) and their runs: one at a time,
 * or all in order with 500 ms between the end of one and the start of the next (section 9). A failed
 * row reads 'Error: {message}' (section 8), whether the call answered `success: false` or failed.
 * `onSettled` follows each run (a test post changes the account's last post).
 */
export const useApiTests = (tests: readonly ApiTest[], onSettled: () => void) => {
  const [states, setStates] = useState<Record<string, ApiTestState>>({});
  const [runningAll, setRunningAll] = useState(false);
  const lifetime = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const settle = (id: string, state: ApiTestState) => {
    if (!lifetime.current.signal.aborted) setStates((current) => ({ ...current, [id]: state }));
  };

  const run = async (test: ApiTest) => {
    settle(test.id, { status: 'running', message: null });
    try {
      const { success, message } = await test.run();
      settle(test.id, success ? { status: 'passed', message } : { status: 'failed', message: API_TEST_TEXTS.error(message) });
    } catch (error) {
      settle(test.id, { status: 'failed', message: API_TEST_TEXTS.error(failureText(error)) });
    }
    onSettled();
  };

  const runAll = async () => {
    const { signal } = lifetime.current;
    setRunningAll(true);
    for (const [index, test] of tests.entries()) {
      if (signal.aborted) return;
      if (index > 0) await pause(SOCIAL_TIMING.testSpacingMs, signal);
      if (!signal.aborted) await run(test);
    }
    if (!signal.aborted) setRunningAll(false);
  };

  const stateOf = (id: string) => states[id] ?? IDLE;
  const busy = runningAll || tests.some((test) => stateOf(test.id).status === 'running');
  return { stateOf, run, runAll, busy, someFailed: tests.some((test) => stateOf(test.id).status === 'failed') };
};
