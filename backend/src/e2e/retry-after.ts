import { expect } from '@jest/globals';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: { error?: unknown } };

/** A 429 says when to retry twice, alike: `Retry-After` seconds, and the same wait in whole minutes in its message. */
export const expectRetryAfter = (answer: Answer) => {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0).toBe(true);
  const minutes = /in (\d+) minutes?\b/.exec(String(answer.body.error))?.[1];
  expect({ minutes: Number(minutes) }).toEqual({ minutes: Math.ceil(seconds / 60) });
};
