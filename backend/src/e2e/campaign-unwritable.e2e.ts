import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { executeCommand } from '../core/commands/execute-command.js';
import { readOutbox } from '../core/mail/eml-reader.js';
import { campaignDecider, recipientsDecider } from '../features/email/campaigns/campaign.decider.js';
import { batchDecider } from '../features/email/campaigns/campaign-batch.decider.js';
import { batchStream, campaignStream, recipientsStream } from '../features/email/campaigns/campaign.events.js';
import { CampaignLauncher } from '../features/email/campaigns/campaign-launcher.js';
import { CampaignRunner } from '../features/email/campaigns/campaign-runner.js';
import { seedNewsletter } from '../features/email/testing/seed-newsletter.js';
import { ADMIN_PASSWORD } from './admin-password.js';
import { importSubscribers, outboxOf } from './email-support.js';
import { startTestApp } from './test-app.js';

/**
 * A mail that cannot be written (a subject with a line break, which the API now refuses) is a fault of
 * the message, not of the transport: its recipients are recorded failed with the reason, and the
 * campaign completes instead of staying in flight and failing again at every start.
 */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const UNWRITABLE = 'The mail could not be written: Mail header Subject must be a single line';

type Campaign = { id: string; status: string; total: number; sent: number; failed: number; inFlight: number; failureReason: string | null; finishedAt: string | null };

describe('a campaign whose mail cannot be written', () => {
  it('records its recipients failed with the reason, writes nothing, and completes', async () => {
    const app = await startTestApp();
    try {
      const admin = await app.admin();
      const ids = await importSubscribers(admin, ['a@example.com', 'b@example.com'], 'major_updates');
      // What an older build let through the API, or a writer's subject: past the contract, straight to the send process.
      const listed = await app.app.get(CampaignLauncher).startManual('line1\nline2', 'Hello', ids, 'admin');
      const totals = await app.app.get(CampaignRunner).run(listed.plan.campaignId);
      expect(totals).toEqual({ sent: 0, failed: 2, skipped: 0, inDoubt: 0 });
      const [campaign] = (await admin.get('/api/admin/campaigns').expect(200)).body as Campaign[];
      expect(campaign).toMatchObject({ status: 'completed', total: 2, sent: 0, failed: 2, inFlight: 0, failureReason: UNWRITABLE });
      expect(await outboxOf(app)).toEqual([]);
    } finally {
      await app.stop();
    }
  });

  it('settles a campaign left in flight by an older build at the next start, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ai-navigator-unwritable-'));
    folders.push(dataDir);
    const readers = await seedNewsletter(dataDir, 2, ADMIN_PASSWORD);
    const subscriberIds = readers.map(({ id }) => id);
    const campaignId = '0193b7a2-0000-7000-8000-0000000000aa';
    // The events an older build recorded before the transport threw and the process went on (or died):
    // started and listed, batch 0 in flight, no outcome.
    const core = await createCore(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD }));
    try {
      const context = { actor: 'admin' as const, now: new Date() };
      const plan = { campaignId, kind: 'manual' as const, draftId: null, frequency: null, subject: 'line1\nline2', content: 'x', batchSize: 200, startedAt: context.now.toISOString() };
      await executeCommand(core.log, recipientsStream(campaignId), recipientsDecider, { type: 'AddRecipients', campaignId, subscriberIds }, context);
      await executeCommand(core.log, campaignStream(campaignId), campaignDecider, { type: 'StartCampaign', plan }, context);
      await executeCommand(core.log, campaignStream(campaignId), campaignDecider, { type: 'FinishListing', campaignId, total: 2, batches: 1 }, context);
      await executeCommand(core.log, batchStream(campaignId, 0), batchDecider, { type: 'DispatchBatch', campaignId, batch: 0, attempt: 1, subscriberIds, skipped: [] }, { ...context, actor: 'system' });
    } finally {
      await core.close();
    }

    const campaignAfterStart = async () => {
      // The test app waits for the start work, resumed campaigns included, before it answers.
      const app = await startTestApp({ DATA_DIR: dataDir });
      try {
        const admin = await app.admin();
        const campaign = ((await admin.get('/api/admin/campaigns').expect(200)).body as Campaign[]).find(({ id }) => id === campaignId);
        const batchEvents = (await app.core.log.readStream(batchStream(campaignId, 0), batchDecider.events)).map(({ type }) => type);
        return { campaign, batchEvents };
      } finally {
        await app.stop();
      }
    };

    const first = await campaignAfterStart();
    expect(first.campaign).toMatchObject({ status: 'completed', total: 2, sent: 0, failed: 2, inFlight: 0, failureReason: UNWRITABLE, finishedAt: expect.any(String) });
    expect(first.batchEvents).toEqual(['CampaignBatchDispatched', 'CampaignBatchFailed']);
    // Completed: the next start has nothing to resume.
    const second = await campaignAfterStart();
    expect(second).toEqual(first);
    expect((await readOutbox(join(dataDir, 'outbox'))).filter((mail) => mail.headers['x-campaign-id'] === campaignId)).toEqual([]);
  });
});
