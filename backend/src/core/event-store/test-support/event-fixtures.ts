import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../events/event.js';

/** Stream names unique per test run, so the contract can run against a shared server. */
export const uniqueStream = (label: string): string => `contract_${label}-${randomUUID().replaceAll('-', '')}`;

export const makeEvent = (type: string, data: Record<string, unknown> = {}, causationId: string | null = null): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    occurredAt: new Date().toISOString(),
    actor: 'system',
    correlationId: randomUUID(),
    causationId,
    schemaVersion: 1,
  },
});

/** Polls a condition instead of sleeping a fixed time; fails with `what` after the timeout. */
export const waitFor = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
