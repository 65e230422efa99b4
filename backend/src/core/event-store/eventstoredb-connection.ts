/**
 * The URL schemes the EventStoreDB adapter's client (@eventstore/db-client 6) parses. Config validation
 * accepts exactly these, so a URL the client would refuse at boot is refused with the variable's name
 * instead. KurrentDB servers speak the same gRPC protocol: reach them with esdb:// as well. This module
 * imports nothing from the client, so loading the config stays cheap; a unit test checks the list
 * against the client's own parser.
 */
export const EVENTSTORE_URL_SCHEMES = ['esdb', 'esdb+discover'] as const;
