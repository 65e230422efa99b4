import { z } from 'zod';
import { defineEvent } from '../../core/events/event-type.js';

/** `operator`: the admin's user name, for the audit trail; times are in the data because the decider folds them. */
const byOperator = { operator: z.string() };

/** Step 1: the admin marked the forwarding of the contact address to the Gmail mailbox complete; mail is read from `confirmedAt` on. */
export const GmailForwardingConfirmed = defineEvent({
  type: 'GmailForwardingConfirmed',
  schemaVersion: 1,
  schema: z.object({ ...byOperator, confirmedAt: z.iso.datetime() }),
});

/**
 * Google granted read access and returned a refresh token. The token and the mailbox's address are
 * sealed under the connection's own key (subject `connectionId`), destroyed on disconnect: the stored
 * token then reads as null for good. `readsFrom`: the instant the first check reads mail from.
 */
export const GmailConnected = defineEvent({
  type: 'GmailConnected',
  schemaVersion: 1,
  schema: z.object({
    connectionId: z.uuid(),
    ...byOperator,
    account: z.string(),
    refreshToken: z.string(),
    scope: z.string(),
    connectedAt: z.iso.datetime(),
    readsFrom: z.iso.datetime(),
  }),
  personalData: { subjectField: 'connectionId', fields: ['account', 'refreshToken'], secrets: ['refreshToken'] },
});

/** Step 3: the admin confirmed the refresh token the server stored. */
export const GmailTokenConfirmed = defineEvent({ type: 'GmailTokenConfirmed', schemaVersion: 1, schema: z.object({ connectionId: z.uuid(), ...byOperator }) });

/** Step 4: a connection test and how it went; `problem` is the server's own words (never a token or the address). */
export const GmailConnectionTested = defineEvent({
  type: 'GmailConnectionTested',
  schemaVersion: 1,
  schema: z.object({ connectionId: z.uuid(), ...byOperator, passed: z.boolean(), problem: z.string().nullable(), testedAt: z.iso.datetime() }),
});

/** A check stored or met mail up to `readUpTo` (the newest Gmail date it read): the next check reads from there. */
export const GmailInboxRead = defineEvent({
  type: 'GmailInboxRead',
  schemaVersion: 1,
  schema: z.object({ connectionId: z.uuid(), readUpTo: z.iso.datetime(), stored: z.number().int().nonnegative(), duplicates: z.number().int().nonnegative() }),
});

/** The admin disconnected Gmail; `revoked`: Google confirmed the token's revocation. Its key is destroyed right after. */
export const GmailDisconnected = defineEvent({
  type: 'GmailDisconnected',
  schemaVersion: 1,
  schema: z.object({ connectionId: z.uuid(), ...byOperator, revoked: z.boolean() }),
});

export const GMAIL_EVENT_TYPES = [GmailForwardingConfirmed, GmailConnected, GmailTokenConfirmed, GmailConnectionTested, GmailInboxRead, GmailDisconnected] as const;

/** The one Gmail integration of the site: its forwarding, its authorizations and their tests. */
export const GMAIL_STREAM = 'gmail-connection';
