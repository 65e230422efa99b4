import type { GmailStep } from '../../contract/gmail.vocabulary.js';
import { GMAIL_TEXTS } from '../../contract/gmail.vocabulary.js';
import { type Decider, unhandled } from '../../core/commands/decider.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import { GMAIL_EVENT_TYPES } from './gmail.events.js';

export type GmailTest = { passed: boolean; problem: string | null; testedAt: string };

/**
 * The stored authorization. `account` and `refreshToken` read as null once its key was destroyed;
 * `readUpTo`: the newest Gmail date a check has read (the next check reads from a little before it).
 */
export type GmailConnection = {
  connectionId: string;
  operator: string;
  account: string | null;
  refreshToken: string | null;
  connectedAt: string;
  readUpTo: string;
  tokenConfirmed: boolean;
  lastTest: GmailTest | null;
};

export type GmailState = {
  forwarding: { operator: string; confirmedAt: string } | null;
  connection: GmailConnection | null;
  /** The last authorization stored, connected or not: a repeated disconnect destroys its key again. */
  lastConnectionId: string | null;
};

export type GmailCommand =
  | { type: 'ConfirmForwarding'; operator: string; now: Date }
  | { type: 'Connect'; connectionId: string; operator: string; account: string; refreshToken: string; scope: string; now: Date }
  | { type: 'ConfirmToken'; operator: string }
  | { type: 'RecordTest'; connectionId: string; operator: string; passed: boolean; problem: string | null; now: Date }
  | { type: 'RecordRead'; connectionId: string; readUpTo: Date; stored: number; duplicates: number }
  | { type: 'Disconnect'; operator: string; revoked: boolean };

/** The connection a command about `connectionId` still applies to (a disconnect or a new authorization in between makes it stale). */
const current = (state: GmailState, connectionId: string) => (state.connection?.connectionId === connectionId ? state.connection : null);

/**
 * The wizard's step from the record alone (operator-area.md section 4), so a reload shows the step
 * reached: 1 until forwarding is confirmed, 2 until a token is stored, 3 until the admin confirms it,
 * 4 until a test of this authorization passed, then 5.
 */
export const wizardStep = ({ forwarding, connection }: GmailState): GmailStep => {
  if (!forwarding) return 1;
  if (!connection) return 2;
  if (!connection.tokenConfirmed) return 3;
  return connection.lastTest?.passed ? 5 : 4;
};

/**
 * The one Gmail integration. Forwarding is confirmed once; an authorization needs it and replaces
 * none (disconnect first); the token is confirmed once per authorization; tests and reads are
 * recorded against the authorization they were made with, and dropped when it is gone; a disconnect
 * of nothing changes nothing.
 */
export const gmailConnectionDecider: Decider<GmailCommand, GmailState, typeof GMAIL_EVENT_TYPES> = {
  events: GMAIL_EVENT_TYPES,
  initialState: () => ({ forwarding: null, connection: null, lastConnectionId: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'GmailForwardingConfirmed':
        return { ...state, forwarding: { operator: event.data.operator, confirmedAt: event.data.confirmedAt } };
      case 'GmailConnected': {
        const { connectionId, operator, account, refreshToken, connectedAt, readsFrom } = event.data;
        const connection = { connectionId, operator, account, refreshToken, connectedAt, readUpTo: readsFrom, tokenConfirmed: false, lastTest: null };
        return { ...state, connection, lastConnectionId: connectionId };
      }
      case 'GmailTokenConfirmed': {
        const connection = current(state, event.data.connectionId);
        return connection ? { ...state, connection: { ...connection, tokenConfirmed: true } } : state;
      }
      case 'GmailConnectionTested': {
        const connection = current(state, event.data.connectionId);
        const { passed, problem, testedAt } = event.data;
        return connection ? { ...state, connection: { ...connection, lastTest: { passed, problem, testedAt } } } : state;
      }
      case 'GmailInboxRead': {
        const connection = current(state, event.data.connectionId);
        return connection ? { ...state, connection: { ...connection, readUpTo: event.data.readUpTo } } : state;
      }
      case 'GmailDisconnected':
        return current(state, event.data.connectionId) ? { ...state, connection: null } : state;
      default:
        return unhandled('event', event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ConfirmForwarding':
        if (state.forwarding) return [];
        return [{ type: 'GmailForwardingConfirmed', data: { operator: command.operator, confirmedAt: command.now.toISOString() } }];
      case 'Connect': {
        if (!state.forwarding) throw illegalState(GMAIL_TEXTS.forwardingFirst);
        if (state.connection) throw illegalState(GMAIL_TEXTS.alreadyConnected);
        const { connectionId, operator, account, refreshToken, scope, now } = command;
        // Mail forwarded since step 1 is read too: the admin set forwarding up before authorizing.
        const readsFrom = state.forwarding.confirmedAt;
        return [{ type: 'GmailConnected', data: { connectionId, operator, account, refreshToken, scope, connectedAt: now.toISOString(), readsFrom } }];
      }
      case 'ConfirmToken': {
        if (!state.connection) throw illegalState(GMAIL_TEXTS.noTokenYet);
        if (state.connection.tokenConfirmed) return [];
        return [{ type: 'GmailTokenConfirmed', data: { connectionId: state.connection.connectionId, operator: command.operator } }];
      }
      case 'RecordTest': {
        const { connectionId, operator, passed, problem, now } = command;
        return current(state, connectionId) ? [{ type: 'GmailConnectionTested', data: { connectionId, operator, passed, problem, testedAt: now.toISOString() } }] : [];
      }
      case 'RecordRead': {
        const { connectionId, readUpTo, stored, duplicates } = command;
        const connection = current(state, connectionId);
        // Only forward: a check that read nothing newer leaves the mark where it is.
        if (!connection || readUpTo.getTime() <= new Date(connection.readUpTo).getTime()) return [];
        return [{ type: 'GmailInboxRead', data: { connectionId, readUpTo: readUpTo.toISOString(), stored, duplicates } }];
      }
      case 'Disconnect': {
        if (!state.connection) return [];
        return [{ type: 'GmailDisconnected', data: { connectionId: state.connection.connectionId, operator: command.operator, revoked: command.revoked } }];
      }
      default:
        return unhandled('command', command);
    }
  },
};
