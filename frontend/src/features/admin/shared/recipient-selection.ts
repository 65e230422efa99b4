import { createSessionState } from './session-state';

/** A subscriber chosen as a recipient: the id the send calls take, the address the panels show. */
export type Recipient = { id: string; email: string };

/**
 * The recipients picked in the Subscribers tab, kept for the send panels (Email Campaigns, AI email
 * writer) in other tabs: a session store, so a pick survives switching tabs. Kept in memory only,
 * never in the browser's storage: these are subscribers' addresses (personal data), and a reload
 * asks for them to be picked again. Each change replaces the map, so React sees a new snapshot.
 */
const selection = createSessionState<ReadonlyMap<string, Recipient>>(new Map());

export const selectRecipients = (recipients: readonly Recipient[]) =>
  selection.update((current) => {
    const next = new Map(current);
    for (const recipient of recipients) next.set(recipient.id, recipient);
    return next;
  });

export const unselectRecipients = (ids: readonly string[]) =>
  selection.update((current) => {
    const next = new Map(current);
    for (const id of ids) next.delete(id);
    return next;
  });

export const clearRecipients = selection.reset;

/** The chosen recipients, keyed by subscriber id. */
export const useSelectedRecipients = selection.useValue;
