import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type session from 'express-session';
import type { AdminSessionStore } from './session-store.js';

const call = <T>(run: (callback: (error?: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value))));

const sessionData = (expiresInMs: number): session.SessionData =>
  ({
    cookie: { originalMaxAge: expiresInMs, expires: new Date(Date.now() + expiresInMs), httpOnly: true, path: '/' },
    admin: { username: 'admin', signedInAt: '2025-01-01T00:00:00.000Z' },
  }) as unknown as session.SessionData;

/** One behaviour suite that every admin session store must pass. */
export const describeSessionStoreContract = (adapterName: string, createStore: () => Promise<AdminSessionStore>) => {
  describe(`${adapterName} (admin session store contract)`, () => {
    let store: AdminSessionStore;
    let id: string;

    beforeEach(async () => {
      store = await createStore();
      id = randomUUID();
    });

    afterEach(async () => {
      await store.close();
    });

    it('gives back what was stored, and nothing for an unknown id', async () => {
      await call((done) => store.set(id, sessionData(60_000), done));
      expect(await call((done) => store.get(id, done))).toMatchObject({ admin: { username: 'admin' } });
      expect(await call((done) => store.get(randomUUID(), done))).toBeFalsy();
    });

    it('answers nothing for a session past its expiry', async () => {
      await call((done) => store.set(id, sessionData(-1000), done));
      expect(await call((done) => store.get(id, done))).toBeFalsy();
    });

    it('forgets a destroyed session', async () => {
      await call((done) => store.set(id, sessionData(60_000), done));
      await call((done) => store.destroy(id, done));
      expect(await call((done) => store.get(id, done))).toBeFalsy();
    });

    it('extends a session on touch', async () => {
      await call((done) => store.set(id, sessionData(-1000), done));
      await call((done) => store.touch(id, sessionData(60_000), done));
      expect(await call((done) => store.get(id, done))).toMatchObject({ admin: { username: 'admin' } });
    });

    it('shares sessions with another store opened on the same place', async () => {
      await call((done) => store.set(id, sessionData(60_000), done));
      const other = await createStore();
      try {
        expect(await call((done) => other.get(id, done))).toMatchObject({ admin: { username: 'admin' } });
      } finally {
        await other.close();
      }
    });
  });
};
