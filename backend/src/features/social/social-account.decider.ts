import type { SocialPlatform } from '../../contract/social.vocabulary.js';
import { type Decider, unhandled } from '../../core/commands/decider.js';
import type { EventData } from '../../core/events/event-type.js';
import { SOCIAL_ACCOUNT_EVENT_TYPES, type SocialAccountConnected } from './social.events.js';

/**
 * The stored connection, as the log reads it back: the token is null once its key is gone (which
 * happens only after the connection was replaced or disconnected, so a current one always has it).
 */
export type SocialConnection = {
  connectionId: string;
  accountId: string;
  accountName: string | null;
  token: string | null;
  expiresAt: string;
};

/**
 * One stream per platform: the current connection, if any, and every connection ever replaced or
 * disconnected (`retired`), whose keys must be destroyed; the handler destroys them after each
 * command, so a destruction that failed once is done by the next one.
 */
export type SocialAccountState = { current: SocialConnection | null; retired: readonly string[] };

type Connection = Omit<EventData<typeof SocialAccountConnected>, 'platform' | 'operator' | 'replaces'>;

export type SocialAccountCommand =
  | { type: 'Connect'; platform: SocialPlatform; operator: string; connection: Connection }
  | { type: 'Disconnect'; platform: SocialPlatform; operator: string };

const retire = (state: SocialAccountState): readonly string[] => (state.current ? [...state.retired, state.current.connectionId] : state.retired);

/**
 * Connecting replaces the current connection; storing the very token already stored (a retried
 * request) records nothing. Disconnecting without a connection records nothing.
 */
export const socialAccountDecider: Decider<SocialAccountCommand, SocialAccountState, typeof SOCIAL_ACCOUNT_EVENT_TYPES> = {
  events: SOCIAL_ACCOUNT_EVENT_TYPES,
  initialState: () => ({ current: null, retired: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SocialAccountConnected': {
        const { connectionId, accountId, accountName, token, expiresAt } = event.data;
        return { current: { connectionId, accountId, accountName, token, expiresAt }, retired: retire(state) };
      }
      case 'SocialAccountDisconnected':
        return { current: null, retired: retire(state) };
      default:
        return unhandled('event', event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Connect': {
        const { platform, operator, connection } = command;
        if (state.current?.token === connection.token && state.current.accountId === connection.accountId) return [];
        return [{ type: 'SocialAccountConnected', data: { platform, operator, ...connection, replaces: state.current?.connectionId ?? null } }];
      }
      case 'Disconnect':
        if (!state.current) return [];
        return [{ type: 'SocialAccountDisconnected', data: { platform: command.platform, connectionId: state.current.connectionId, operator: command.operator } }];
      default:
        return unhandled('command', command);
    }
  },
};
