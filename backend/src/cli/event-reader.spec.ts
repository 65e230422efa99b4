import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from '@jest/globals';
import { socialAccountStream } from '../features/social/social.events.js';
import { makeWorkingFolder, openDataCore } from './cli-test-kit.js';
import { EventReader, maskedSecret } from './event-reader.js';

const folder = makeWorkingFolder();
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('EventReader (npm run events)', () => {
  it("shows a stored credential masked, while the event's other personal fields read in clear", async () => {
    const core = await openDataCore(folder);
    try {
      const token = 'EAAG-page-token-that-must-not-reach-a-terminal';
      await core.log.append(
        socialAccountStream('facebook'),
        [
          {
            type: 'SocialAccountConnected',
            data: {
              platform: 'facebook',
              connectionId: '0193b7a2-0000-7000-8000-000000000001',
              accountId: '1234',
              accountName: 'AI Navigator page',
              token,
              tokenHint: 'inal',
              expiresAt: '2026-02-01T00:00:00.000Z',
              operator: 'admin',
              replaces: null,
            },
          },
        ],
        'no_stream',
        { actor: 'admin', now: new Date('2025-12-01T10:00:00.000Z') },
      );
      const [shown] = await new EventReader(core).readStream(socialAccountStream('facebook'));
      expect(shown?.event.data).toMatchObject({ accountName: 'AI Navigator page', token: maskedSecret(token), tokenHint: 'inal' });
      expect(JSON.stringify(shown)).not.toContain(token);
      // The application itself still reads the token: only the operator's view masks it.
      const [read] = await core.log.readStream(socialAccountStream('facebook'));
      expect(read?.data.token).toBe(token);
    } finally {
      await core.close();
    }
  });
});
