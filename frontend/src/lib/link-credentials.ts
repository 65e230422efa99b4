import { useLocation, useSearchParams } from 'react-router';
import { hasPersonalQuery, withoutPersonalQuery } from '@contract/privacy.vocabulary';
import { useHydrated } from './use-hydrated';

/**
 * The address and signed token an emailed link carries (`?email=...&token=...`). They are read once
 * from the link and taken out of the address bar before any tag can see the URL; from then on they
 * travel in the history entry's state (which survives a reload and back/forward, and is never sent
 * anywhere). In-app navigations pass them the same way instead of writing them into a URL.
 */
export type LinkCredentials = { email: string | null; token: string | null };

/**
 * What became of the preferences link after "already subscribed" (the 409's reason): mailed, or held
 * back by the hourly mail limits, `at` the time of the 409 (ms), from which the screen says when a new
 * link can be asked for.
 */
export type LinkMail = { outcome: 'sent' } | { outcome: 'limited'; at: number };

/** A history entry's link state. Entries written before `linkMail` carry `linkEmailed: true`, read as sent. */
export type LinkState = { link?: LinkCredentials; linkMail?: LinkMail };

const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The preferences screen (spec: also at /subscribe-preferences). */
export const PREFERENCES_PATH = '/subscribe/preferences';

/**
 * Where a signup sends the visitor: the preferences screen, with the address (and the signup's token,
 * when there is one) in the history state rather than in the URL that the tags would see.
 */
export const preferencesNavigation = (email: string, token: string | null, linkMail?: LinkMail) => ({
  to: PREFERENCES_PATH,
  state: { link: { email, token }, ...(linkMail ? { linkMail } : {}) } satisfies LinkState,
});

/** The dedicated subscribe page. */
export const SUBSCRIBE_PATH = '/subscribe';

/**
 * "Subscribe again" from the link of an ended subscription: the subscribe page, with the address the
 * link named in the history state (never in the URL), to fill in its field. No token: a signup needs none.
 */
export const subscribeNavigation = (email: string) => ({
  to: SUBSCRIBE_PATH,
  state: { link: { email, token: null } } satisfies LinkState,
});

/** The link mail a history state records, checked (the state may come from an older version of the site). */
const linkMailOf = (record: Record<string, unknown>): LinkMail | undefined => {
  if (record.linkEmailed === true) return { outcome: 'sent' };
  const mail = record.linkMail && typeof record.linkMail === 'object' ? (record.linkMail as Record<string, unknown>) : null;
  if (mail?.outcome === 'sent') return { outcome: 'sent' };
  if (mail?.outcome === 'limited' && typeof mail.at === 'number' && Number.isFinite(mail.at)) return { outcome: 'limited', at: mail.at };
  return undefined;
};

/** The link part of a location's state, whatever else a page put there. */
export const linkStateOf = (state: unknown): LinkState => {
  if (!state || typeof state !== 'object') return {};
  const record = state as Record<string, unknown>;
  const link = record.link && typeof record.link === 'object' ? (record.link as Record<string, unknown>) : null;
  return {
    link: link ? { email: asText(link.email), token: asText(link.token) } : undefined,
    linkMail: linkMailOf(record),
  };
};

/** What the start-up took from the address bar: the server rendered the first page from these very values. */
let takenAtStartup: LinkCredentials | null = null;

/** react-router keeps a location's state under `usr` in history.state, with the entry's `key` and `idx`. */
type HistoryState = { usr?: unknown; key?: string; idx?: number } | null;

/**
 * At start-up, before the tags load and before hydration: moves the link's address and token from the
 * URL into the history entry's state, and gives a first entry a key of its own (the scroll positions
 * are kept by key). The server rendered the page from the same values, read from the query string.
 */
export const takeLinkCredentials = (): void => {
  const { search, pathname, hash } = window.location;
  const state = window.history.state as HistoryState;
  const key = state?.key ?? Math.random().toString(36).slice(2, 10);
  if (!hasPersonalQuery(search)) {
    if (!state?.key) window.history.replaceState({ ...state, key, idx: state?.idx ?? 0 }, '');
    return;
  }
  const params = new URLSearchParams(search);
  const link: LinkCredentials = { email: asText(params.get('email')?.trim()), token: asText(params.get('token')) };
  takenAtStartup = link;
  const usr = { ...(typeof state?.usr === 'object' ? state.usr : {}), link };
  window.history.replaceState({ ...state, usr, key, idx: state?.idx ?? 0 }, '', `${pathname}${withoutPersonalQuery(search)}${hash}`);
};

/**
 * The link credentials of the page shown: from its history state (browser), or its query string
 * (server render, old entries). While hydrating, the browser uses what the server saw (the values
 * taken from the address bar at start-up, or none after a reload), then switches to the history state.
 */
export const useLinkCredentials = (): LinkCredentials & { linkMail?: LinkMail } => {
  const hydrated = useHydrated();
  const { state } = useLocation();
  const [searchParams] = useSearchParams();
  const fromQuery: LinkCredentials = { email: asText(searchParams.get('email')?.trim()), token: asText(searchParams.get('token')) };
  if (!hydrated) return typeof window === 'undefined' ? fromQuery : (takenAtStartup ?? fromQuery);
  const { link, linkMail } = linkStateOf(state);
  return {
    email: link?.email ?? fromQuery.email,
    token: link?.token ?? fromQuery.token,
    linkMail,
  };
};
