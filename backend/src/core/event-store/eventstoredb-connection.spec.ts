import { describe, expect, it } from '@jest/globals';
import { EventStoreDBClient } from '@eventstore/db-client';
import { loadConfig } from '../../config/app-config.js';
import { EVENTSTORE_URL_SCHEMES } from './eventstoredb-connection.js';

// Schemes seen in EventStoreDB and KurrentDB documentation and clients, plus some that are plainly wrong.
const CANDIDATE_SCHEMES = [
  'esdb',
  'esdb+discover',
  'kurrentdb',
  'kurrentdb+discover',
  'kurrent',
  'kurrent+discover',
  'kdb',
  'kdb+discover',
  'tcp',
  'http',
  'https',
  'ESDB',
];

/** The client builds its connection settings synchronously and opens no channel until the first call. */
const clientParses = async (url: string): Promise<boolean> => {
  let client: EventStoreDBClient;
  try {
    client = EventStoreDBClient.connectionString(url);
  } catch {
    return false;
  }
  await client.dispose();
  return true;
};

const configAccepts = (url: string): boolean => {
  try {
    loadConfig({ EVENTSTORE_URL: url });
    return true;
  } catch {
    return false;
  }
};

describe('EVENTSTORE_URL schemes', () => {
  it.each(CANDIDATE_SCHEMES)('are accepted by the config exactly when the client parses them: %s://', async (scheme) => {
    const url = `${scheme}://localhost:2113?tls=false`;
    expect(configAccepts(url)).toBe(await clientParses(url));
  });

  it('lists exactly the candidate schemes the client parses', async () => {
    const parsed: string[] = [];
    for (const scheme of CANDIDATE_SCHEMES) {
      if (await clientParses(`${scheme}://localhost:2113`)) parsed.push(scheme);
    }
    expect([...EVENTSTORE_URL_SCHEMES]).toEqual(parsed);
  });

  it('names the accepted schemes when refusing a URL', () => {
    expect(() => loadConfig({ EVENTSTORE_URL: 'kurrentdb://localhost:2113' })).toThrow(
      'EVENTSTORE_URL: must start with esdb:// or esdb+discover://',
    );
  });
});
