import { describe, it } from '@jest/globals';

export type ServerVariable = 'EVENTSTORE_URL' | 'MONGODB_URL';

/**
 * Runs a contract suite against a server adapter only when the variable naming its server is set.
 * Without it the suite shows as skipped under a name that says why, and one line on stderr says so
 * as well: no server runs on the machines that build this project, and a silent skip would read as
 * a pass.
 */
export const describeWithServer = (variable: ServerVariable, name: string, body: (url: string) => void): void => {
  const url = process.env[variable];
  if (url) {
    describe(name, () => body(url));
    return;
  }
  process.stderr.write(`${name} contract skipped: ${variable} is not set (docker compose up, then set it to run)\n`);
  describe.skip(`${name} (skipped: ${variable} not set)`, () => {
    it('passes the contract against a real server', () => undefined);
  });
};

/** Like describeWithServer, for a suite that needs several servers at once (EventStoreDB and MongoDB). */
export const describeWithServers = (variables: readonly ServerVariable[], name: string, body: (urls: Record<ServerVariable, string>) => void): void => {
  const missing = variables.filter((variable) => !process.env[variable]);
  if (missing.length === 0) {
    const urls = Object.fromEntries(variables.map((variable) => [variable, process.env[variable]!])) as Record<ServerVariable, string>;
    describe(name, () => body(urls));
    return;
  }
  process.stderr.write(`${name} skipped: ${missing.join(' and ')} not set (docker compose up, then set them to run)\n`);
  describe.skip(`${name} (skipped: ${missing.join(' and ')} not set)`, () => {
    it('passes against real servers', () => undefined);
  });
};
