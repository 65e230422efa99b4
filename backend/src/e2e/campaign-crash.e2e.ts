import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminClient, type AppProcess, startAppProcess, waitUntil } from './app-process.js';
import { type Reader, SEEDED_CAMPAIGN_ID, seedNewsletter } from '../features/email/testing/seed-newsletter.js';
import { checkSample, leftoverTemporaryFiles, messagesPerRecipient, outboxFiles } from './campaign-crash-support.js';

/**
 * kill -9 of the real server at random points of a 20,000-recipient newsletter, restart, and the
 * proof that every recipient ends with exactly one message. CAMPAIGN_CRASH_RUNS sets how many
 * campaigns (default 2, each killed up to twice); CAMPAIGN_CRASH_RECIPIENTS the audience size.
 */
const RUNS = Number(process.env.CAMPAIGN_CRASH_RUNS ?? 2);
const RECIPIENTS = Number(process.env.CAMPAIGN_CRASH_RECIPIENTS ?? 20_000);
const PASSWORD = 'crash test password 1234';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

type Kill = { when: 'during the send request' | 'after N messages'; messagesBefore: number };

/** Kills the app at a random point: right after asking for the send (often mid-listing), or once the outbox holds a random share. */
const killSomewhere = async (app: AppProcess, dataDir: string, first: boolean): Promise<Kill> => {
  if (first && Math.random() < 0.3) {
    const admin = await adminClient(app, PASSWORD);
    void admin('POST', '/api/admin/send-daily-emails').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 40)));
    const messagesBefore = outboxFiles(dataDir).length;
    await app.kill9();
    return { when: 'during the send request', messagesBefore };
  }
  if (first) {
    const admin = await adminClient(app, PASSWORD);
    const answer = await admin('POST', '/api/admin/send-daily-emails');
    expect(((await answer.json()) as { message: string }).message).toMatch(/^Queued the daily newsletter/);
  }
  const target = Math.floor(Math.random() * RECIPIENTS);
  const already = outboxFiles(dataDir).length;
  await waitUntil(() => outboxFiles(dataDir).length >= Math.max(target, already) || app.child.exitCode !== null, 'the outbox to fill', 120_000, 5);
  const messagesBefore = outboxFiles(dataDir).length;
  await app.kill9();
  return { when: 'after N messages', messagesBefore };
};

const campaignOf = async (app: AppProcess) => {
  const admin = await adminClient(app, PASSWORD);
  const campaigns = (await (await admin('GET', '/api/admin/campaigns')).json()) as Array<{ id: string; status: string; sent: number; total: number }>;
  return { admin, campaign: campaigns.find((candidate) => candidate.id === SEEDED_CAMPAIGN_ID) };
};

describe('a newsletter killed with kill -9', () => {
  for (let run = 1; run <= RUNS; run++) {
    it(`reaches each of ${RECIPIENTS} recipients exactly once (run ${run})`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'campaign-crash-'));
      folders.push(dataDir);
      const readers: Reader[] = await seedNewsletter(dataDir, RECIPIENTS, PASSWORD);
      const kills: Kill[] = [];
      const killCount = 1 + Math.floor(Math.random() * 2);
      let app = await startAppProcess(dataDir, { ADMIN_PASSWORD: PASSWORD });
      let finished: Awaited<ReturnType<typeof campaignOf>>['campaign'];
      try {
        for (let kill = 0; kill < killCount; kill++) {
          kills.push(await killSomewhere(app, dataDir, kill === 0));
          app = await startAppProcess(dataDir, { ADMIN_PASSWORD: PASSWORD });
          // The restarted app resumes the campaign by itself; a kill before the campaign was recorded leaves the draft to send.
          const { admin, campaign } = await campaignOf(app);
          if (!campaign) await admin('POST', '/api/admin/send-daily-emails');
        }
        await waitUntil(async () => (await campaignOf(app)).campaign?.status === 'completed', 'the campaign to complete', 180_000, 100);
        finished = (await campaignOf(app)).campaign;
      } finally {
        await app.stop();
      }
      const perRecipient = messagesPerRecipient(dataDir);
      const repeated = [...perRecipient].filter(([, count]) => count > 1);
      const missing = readers.filter((reader) => !perRecipient.has(reader.id));
      process.stderr.write(
        `[crash test] run ${run}: kills ${kills.map((kill) => `${kill.when} (${kill.messagesBefore} in the outbox)`).join(', ')}; ` +
          `${perRecipient.size} recipients, ${repeated.length} repeated, ${missing.length} missing, ${leftoverTemporaryFiles(dataDir)} half-written temporary files left\n`,
      );
      expect({ repeated: repeated.length, missing: missing.length }).toEqual({ repeated: 0, missing: 0 });
      expect(outboxFiles(dataDir)).toHaveLength(RECIPIENTS);
      expect(finished).toMatchObject({ status: 'completed', total: RECIPIENTS, sent: RECIPIENTS });
      expect(checkSample(dataDir, readers, 200)).toEqual([]);
    }, 600_000);
  }
});
