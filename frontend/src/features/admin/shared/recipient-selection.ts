import { useSyncExternalStore } from 'react';
import { forgetOnSessionEnd } from './session-end';

/** A subscriber chosen as a recipient: the id the send calls take, the address the panels show. */
export type Recipient = { id: string; email: string };

/**
 * The recipients picked in the Subscribers tab, kept for the send panels (Email Campaigns, AI email
 * writer) in other tabs. A module store rather than component state, so a pick survives switching
 * tabs; forgotten when the session ends. Each change replaces the map, so React sees
 * a new snapshot.
 */
let selected: ReadonlyMap<string, Recipient> = new Map();
const listeners = new Set<() => void>();

const publish = (next: ReadonlyMap<string, Recipient>) => {
  selected = next;
  listeners.forEach((listener) => listener());
};

export const selectRecipients = (recipients: readonly Recipient[]) => {
  const next = new Map(selected);
  for (const recipient of recipients) next.set(recipient.id, recipient);
  publish(next);
};

export const unselectRecipients = (ids: readonly string[]) => {
  const next = new Map(selected);
  for (const id of ids) next.delete(id);
  publish(next);
};

export const clearRecipients = () => {
  if (selected.size > 0) publish(new Map());
};

forgetOnSessionEnd(clearRecipients);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const snapshot = () => selected;

/** The chosen recipients, keyed by subscriber id. */
export const useSelectedRecipients = (): ReadonlyMap<string, Recipient> => useSyncExternalStore(subscribe, snapshot, snapshot);
