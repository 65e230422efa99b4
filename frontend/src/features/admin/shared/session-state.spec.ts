import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { endAdminSession, STORED_KEY_PREFIX } from './session-end';
import { createSessionState } from './session-state';

const noteSchema = z.object({ text: z.string() });
const EMPTY = { text: '' };

/** Each test names its own key: a state is created once per module in the app, once per test here. */
const storedNote = (key: string) => createSessionState(EMPTY, { key, schema: noteSchema });

describe('createSessionState', () => {
  it('gives the initial value, then what was set, to every reader', () => {
    const note = storedNote('set');
    const { result } = renderHook(() => note.useValue());
    expect(result.current).toBe(EMPTY);
    act(() => note.set({ text: 'Hello' }));
    expect(result.current).toEqual({ text: 'Hello' });
    act(() => note.update((current) => ({ text: `${current.text} readers` })));
    expect(note.get()).toEqual({ text: 'Hello readers' });
    expect(result.current).toEqual({ text: 'Hello readers' });
  });

  it("keeps a stored value in the tab's sessionStorage, so the page loaded again reads it back", () => {
    storedNote('reload').set({ text: 'Typed before the reload' });
    expect(window.sessionStorage.getItem(`${STORED_KEY_PREFIX}reload`)).toBe('{"text":"Typed before the reload"}');
    // A reload runs the module again: a new state under the same key.
    expect(storedNote('reload').get()).toEqual({ text: 'Typed before the reload' });
  });

  it('removes the stored value when it is back to the initial one', () => {
    const note = storedNote('back');
    note.set({ text: 'Draft' });
    note.reset();
    expect(note.get()).toBe(EMPTY);
    expect(window.sessionStorage.getItem(`${STORED_KEY_PREFIX}back`)).toBeNull();
  });

  it.each([
    ['does not fit the schema', '{"text":42}'],
    ['is not JSON', '{"text":'],
  ])('starts from the initial value when the stored one %s', (_case, text) => {
    window.sessionStorage.setItem(`${STORED_KEY_PREFIX}broken`, text);
    expect(storedNote('broken').get()).toBe(EMPTY);
  });

  it('keeps a value without `stored` in memory only', () => {
    const picked = createSessionState<readonly string[]>([]);
    picked.set(['ada@example.com']);
    expect(picked.get()).toEqual(['ada@example.com']);
    expect(window.sessionStorage).toHaveLength(0);
  });

  it('forgets every state and every stored key when the session ends, also those of states not loaded since the reload', () => {
    const note = storedNote('session');
    const picked = createSessionState<readonly string[]>([]);
    note.set({ text: 'Draft' });
    picked.set(['ada@example.com']);
    window.sessionStorage.setItem(`${STORED_KEY_PREFIX}never-loaded`, '{"text":"Old"}');
    window.sessionStorage.setItem('not-the-dashboards', 'kept');
    const { result } = renderHook(() => note.useValue());
    act(() => endAdminSession());
    expect(result.current).toBe(EMPTY);
    expect(picked.get()).toEqual([]);
    expect(Object.keys({ ...window.sessionStorage })).toEqual(['not-the-dashboards']);
    window.sessionStorage.clear();
  });
});
