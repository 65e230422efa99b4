import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../../core/commands/decider-spec.js';
import { batchDecider } from './campaign-batch.decider.js';
import { type CampaignPlan, campaignDecider, recipientsDecider } from './campaign.decider.js';
import type { BatchEvent, CampaignEvent, RecipientsEvent } from './campaign.events.js';

const campaignId = 'c1';
const plan: CampaignPlan = {
  campaignId,
  kind: 'newsletter',
  draftId: 'daily-2025-06-03',
  frequency: 'daily',
  subject: 'Your daily AI brief',
  content: 'Hi there',
  batchSize: 500,
  startedAt: '2025-06-03T08:00:00.000Z',
};
const started: CampaignEvent = { type: 'CampaignStarted', data: plan };
const listed: CampaignEvent = { type: 'CampaignRecipientsListed', data: { campaignId, total: 1200, batches: 3 } };
const totals = { sent: 1190, failed: 0, skipped: 10, inDoubt: 0 };

describe('campaign decider', () => {
  const spec = deciderSpec(campaignDecider);

  it('starts a campaign once, whoever asks again with the same id', () => {
    spec.given([]).when({ type: 'StartCampaign', plan }).then([started]);
    spec.given([started]).when({ type: 'StartCampaign', plan }).then([]);
  });

  it('finishes the listing once', () => {
    spec.given([started]).when({ type: 'FinishListing', campaignId, total: 1200, batches: 3 }).then([listed]);
    spec.given([started, listed]).when({ type: 'FinishListing', campaignId, total: 5, batches: 1 }).then([]);
  });

  it('completes with its totals once, and not before its recipients are listed', () => {
    spec.given([started, listed]).when({ type: 'CompleteCampaign', campaignId, totals }).then([{ type: 'CampaignCompleted', data: { campaignId, ...totals } }]);
    spec.given([started, listed, { type: 'CampaignCompleted', data: { campaignId, ...totals } }]).when({ type: 'CompleteCampaign', campaignId, totals }).then([]);
    spec.given([started]).when({ type: 'CompleteCampaign', campaignId, totals }).thenThrows('before its recipients are listed');
  });

  it('answers not found for an unknown campaign', () => spec.given([]).when({ type: 'CompleteCampaign', campaignId, totals }).thenThrows('Campaign not found'));
});

describe('recipients decider', () => {
  const spec = deciderSpec(recipientsDecider);
  const chunk0: RecipientsEvent = { type: 'CampaignRecipientsAdded', data: { campaignId, chunk: 0, subscriberIds: ['a', 'b'] } };

  it('adds the recipients, each once', () =>
    spec.given([]).when({ type: 'AddRecipients', campaignId, subscriberIds: ['a', 'b', 'a'] }).then([chunk0]));

  it('adds only the ids it lacks, as the next chunk', () =>
    spec
      .given([chunk0])
      .when({ type: 'AddRecipients', campaignId, subscriberIds: ['b', 'c', 'a', 'd'] })
      .then([{ type: 'CampaignRecipientsAdded', data: { campaignId, chunk: 1, subscriberIds: ['c', 'd'] } }]));

  it('adds nothing when every id is already listed', () => spec.given([chunk0]).when({ type: 'AddRecipients', campaignId, subscriberIds: ['b', 'a'] }).then([]));

  it('adds a page of ascending ids that all come after an ascending list whole', () =>
    spec
      .given([chunk0])
      .when({ type: 'AddRecipients', campaignId, subscriberIds: ['c', 'd', 'e'] })
      .then([{ type: 'CampaignRecipientsAdded', data: { campaignId, chunk: 1, subscriberIds: ['c', 'd', 'e'] } }]));

  it('still drops an id listed before when the list was not in ascending order', () =>
    spec
      .given([{ type: 'CampaignRecipientsAdded', data: { campaignId, chunk: 0, subscriberIds: ['c', 'a'] } }])
      .when({ type: 'AddRecipients', campaignId, subscriberIds: ['b', 'c', 'd'] })
      .then([{ type: 'CampaignRecipientsAdded', data: { campaignId, chunk: 1, subscriberIds: ['b', 'd'] } }]));

  it('still drops an already listed id from an ascending page that starts inside the list', () =>
    spec
      .given([chunk0])
      .when({ type: 'AddRecipients', campaignId, subscriberIds: ['b', 'c'] })
      .then([{ type: 'CampaignRecipientsAdded', data: { campaignId, chunk: 1, subscriberIds: ['c'] } }]));
});

describe('batch decider', () => {
  const spec = deciderSpec(batchDecider);
  const ref = { campaignId, batch: 0 };
  const dispatched: BatchEvent = {
    type: 'CampaignBatchDispatched',
    data: { ...ref, attempt: 1, subscriberIds: ['a', 'b'], skipped: [{ subscriberId: 'x', reason: 'unsubscribed' }] },
  };
  const inDoubt: BatchEvent = { type: 'CampaignBatchInDoubt', data: { ...ref, subscriberIds: ['a', 'b'], detail: 'lost answer' } };
  const delivered = (attempt: 1 | 2, recovered = 0): BatchEvent => ({
    type: 'CampaignBatchDelivered',
    data: { ...ref, subscriberIds: ['a', 'b'], unreachable: [], transport: 'outbox', reference: `r${attempt}`, recovered, confirmedBy: null },
  });

  it('dispatches a batch before it is sent, with the recipients it skipped', () =>
    spec.given([]).when({ type: 'DispatchBatch', ...ref, attempt: 1, subscriberIds: ['a', 'b'], skipped: [{ subscriberId: 'x', reason: 'unsubscribed' }] }).then([dispatched]));

  it('lets only one sender dispatch a given attempt', () =>
    spec.given([dispatched]).when({ type: 'DispatchBatch', ...ref, attempt: 1, subscriberIds: ['c'], skipped: [] }).then([]));

  it('dispatches a next attempt to the same recipients, whatever the caller lists', () =>
    spec
      .given([dispatched])
      .when({ type: 'DispatchBatch', ...ref, attempt: 2, subscriberIds: ['c'], skipped: [] })
      .then([{ type: 'CampaignBatchDispatched', data: { ...ref, attempt: 2, subscriberIds: ['a', 'b'], skipped: [] } }]));

  it('records the delivery of the attempt in flight, counting messages recovered after a crash', () =>
    spec.given([dispatched]).when({ type: 'DeliverBatch', ...ref, attempt: 1, transport: 'outbox', reference: 'r1', recovered: 2, unreachable: [] }).then([delivered(1, 2)]));

  it('tells the recipients sent from those who had no address left by then', () =>
    spec.given([dispatched]).when({ type: 'DeliverBatch', ...ref, attempt: 1, transport: 'outbox', reference: 'r1', recovered: 0, unreachable: ['b'] }).then([
      { type: 'CampaignBatchDelivered', data: { ...ref, subscriberIds: ['a'], unreachable: ['b'], transport: 'outbox', reference: 'r1', recovered: 0, confirmedBy: null } },
    ]));

  it('ignores an outcome for an attempt that is no longer in flight', () => {
    spec.given([dispatched, delivered(1)]).when({ type: 'DeliverBatch', ...ref, attempt: 1, transport: 'outbox', reference: 'again', recovered: 0, unreachable: [] }).then([]);
    spec.given([dispatched]).when({ type: 'FailBatch', ...ref, attempt: 2, reason: 'late' }).then([]);
  });

  it('records a failure with its reason', () =>
    spec.given([dispatched]).when({ type: 'FailBatch', ...ref, attempt: 1, reason: 'SendGrid rejected the message' }).then([
      { type: 'CampaignBatchFailed', data: { ...ref, subscriberIds: ['a', 'b'], reason: 'SendGrid rejected the message' } },
    ]));

  it('marks a batch in doubt and never dispatches it again on its own', () => {
    spec.given([dispatched]).when({ type: 'DoubtBatch', ...ref, attempt: 1, detail: 'lost answer' }).then([inDoubt]);
    spec.given([dispatched, inDoubt]).when({ type: 'DispatchBatch', ...ref, attempt: 2, subscriberIds: [], skipped: [] }).then([]);
  });

  it('lets an operator confirm a batch in doubt as delivered', () =>
    spec.given([dispatched, inDoubt]).when({ type: 'ConfirmBatch', ...ref, operator: 'admin' }).then([
      { type: 'CampaignBatchDelivered', data: { ...ref, subscriberIds: ['a', 'b'], unreachable: [], transport: 'sendgrid', reference: '', recovered: 0, confirmedBy: 'admin' } },
    ]));

  it('lets an operator release a batch in doubt, which may then be dispatched again', () => {
    const released: BatchEvent = { type: 'CampaignBatchReleased', data: { ...ref, operator: 'admin' } };
    spec.given([dispatched, inDoubt]).when({ type: 'ReleaseBatch', ...ref, operator: 'admin' }).then([released]);
    spec.given([dispatched, inDoubt, released]).when({ type: 'DispatchBatch', ...ref, attempt: 2, subscriberIds: [], skipped: [] }).then([
      { type: 'CampaignBatchDispatched', data: { ...ref, attempt: 2, subscriberIds: ['a', 'b'], skipped: [] } },
    ]);
  });

  it('refuses to confirm or release a batch that is not in doubt', () => {
    spec.given([dispatched]).when({ type: 'ConfirmBatch', ...ref, operator: 'admin' }).thenThrows('Only a batch in doubt');
    spec.given([dispatched, delivered(1)]).when({ type: 'ReleaseBatch', ...ref, operator: 'admin' }).thenThrows('Only a batch in doubt');
    spec.given([]).when({ type: 'ReleaseBatch', ...ref, operator: 'admin' }).thenThrows('Campaign batch not found');
  });
});
