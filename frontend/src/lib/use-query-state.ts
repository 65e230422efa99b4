import { useState } from 'react';
import { useLocation } from 'react-router';
import { withoutPersonalQuery } from '@contract/privacy.vocabulary';

/**
 * How a page's state reads from its query string and writes into it. `write` sets or deletes its own
 * parameters only (a value at its default leaves its parameter out) and keeps every other one, such as
 * the conversion parameters of a tool click.
 */
export type QueryCodec<Value> = {
  read: (parameters: URLSearchParams) => Value;
  write: (value: Value, parameters: URLSearchParams) => void;
};

/** Writes one parameter of a codec: left out at its default value, so the page's plain URL stays canonical. */
export const setOrDelete = (parameters: URLSearchParams, name: string, value: string, defaultValue: string) => {
  if (value === defaultValue) parameters.delete(name);
  else parameters.set(name, value);
};

/**
 * Rewrites the current history entry's query in place, its state (react-router's key, an emailed
 * link's credentials) kept. Not a router navigation: typing a search is no new page, so no page view,
 * no announcement and no scroll; the router reads the query again whenever it comes back to the entry.
 * A value holding an address (a search for one) stays out of the address bar, as every personal
 * parameter does (contract/privacy.vocabulary.ts).
 */
const replaceQuery = (update: (parameters: URLSearchParams) => void) => {
  const url = new URL(window.location.href);
  update(url.searchParams);
  url.search = withoutPersonalQuery(url.search);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
};

/**
 * State kept in the URL's query, so that Back/Forward, a reload and a shared link show what the visitor
 * left: read from the location when the page mounts (the server render reads the same query), read
 * again when the router moves to another history entry of the same page, and written with
 * replaceState on every change, so that typing adds no history entries.
 */
export const useQueryState = <Value>(codec: QueryCodec<Value>): [Value, (next: Value) => void] => {
  const { key, search } = useLocation();
  const [shown, setShown] = useState(() => ({ key, value: codec.read(new URLSearchParams(search)) }));
  let current = shown;
  if (shown.key !== key) {
    // Another entry of this page (the nav bar's link to it, or Back to an older search): its own query.
    current = { key, value: codec.read(new URLSearchParams(search)) };
    setShown(current);
  }
  const update = (next: Value) => {
    setShown({ key, value: next });
    replaceQuery((parameters) => codec.write(next, parameters));
  };
  return [current.value, update];
};
