/**
 * The signed link token proves the visitor owns the address. Every self-service call
 * (read or update preferences, unsubscribe) sends it in this header when the page has one.
 */
const SUBSCRIBER_TOKEN_HEADER = 'X-Subscriber-Token';

export const subscriberTokenHeaders = (token: string | null): Record<string, string> =>
  token ? { [SUBSCRIBER_TOKEN_HEADER]: token } : {};
