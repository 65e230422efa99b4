import { createCore } from '../../../app/core.js';
import { loadConfig } from '../../../config/app-config.js';
import { executeCommand } from '../../../core/commands/execute-command.js';
import { subscriberStream } from '../../subscribers/subscriber.events.js';
import { draftDecider } from '../drafts/draft.decider.js';
import { draftStream } from '../drafts/draft.events.js';

/** A far-off date, so the draft can be approved whenever the test or bench runs. */
export const SEEDED_DRAFT_ID = 'daily-2099-01-01';
export const SEEDED_CAMPAIGN_ID = `newsletter-${SEEDED_DRAFT_ID}`;

export type Reader = { id: string; email: string };

export const readerOf = (index: number): Reader => ({ id: `0193b7a2-0000-7000-8000-${String(index + 1).padStart(12, '0')}`, email: `reader${index}@example.com` });

/**
 * A data folder with `count` daily subscribers and an approved daily draft, written through the event
 * log as the app would have written them (the signups sealed with each person's key).
 */
export const seedNewsletter = async (dataDir: string, count: number, adminPassword: string): Promise<Reader[]> => {
  const core = await createCore(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword }));
  const context = { actor: 'visitor' as const, now: new Date() };
  const readers = Array.from({ length: count }, (_, index) => readerOf(index));
  try {
    for (let start = 0; start < count; start += 500) {
      // Appends started together share one group commit.
      await Promise.all(
        readers.slice(start, start + 500).map(({ id, email }) =>
          core.log.append(
            subscriberStream(id),
            [
              {
                type: 'SubscriberSubscribed',
                data: { subscriberId: id, email, frequency: 'daily', interests: ['finance'], customInterests: null, source: 'website', leadMagnet: null, utmSource: null, utmMedium: null, utmCampaign: null },
              },
            ],
            'no_stream',
            context,
          ),
        ),
      );
    }
    const draft = { subject: 'Crash-proof newsletter', content: 'Hi there,\n\n## One tool today\n\n- **Julius AI**: numbers, explained.', interests: ['finance'], writer: 'offline' as const, model: 'test' };
    const admin = { actor: 'admin' as const, now: new Date() };
    await executeCommand(core.log, draftStream(SEEDED_DRAFT_ID), draftDecider, { type: 'WriteDraft', draftId: SEEDED_DRAFT_ID, frequency: 'daily', targetDate: '2099-01-01', sendAt: '2099-01-01T08:00:00.000Z', draft, operator: 'admin' }, admin);
    await executeCommand(core.log, draftStream(SEEDED_DRAFT_ID), draftDecider, { type: 'ApproveDraft', draftId: SEEDED_DRAFT_ID, operator: 'admin', adminNotes: null, at: new Date() }, admin);
  } finally {
    await core.close();
  }
  return readers;
};

