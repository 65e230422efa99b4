import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { notFound } from '../../../core/errors/domain-errors.js';
import { MailDeliveryError } from '../../../core/mail/mail-delivery-error.js';
import { MailRenderError } from '../../../core/mail/mail-render-error.js';
import { holdLease } from '../../../core/leases/lease-hold.js';
import { LEASE_STORE, type LeaseStore } from '../../../core/leases/lease-store.port.js';
import { MAILER, type MailBatch, type Mailer } from '../../../core/mail/mailer.port.js';
import { INSTANCE_ID } from '../../../core/nest/core.tokens.js';
import { SubscriberMail } from '../../subscribers/subscriber-mail.js';
import { EmailAudience, type Reachable } from '../audience/email-audience.js';
import { campaignRecipient, campaignTemplate } from '../delivery/newsletter-email.js';
import type { SendThrottle, Wait } from '../delivery/send-throttle.js';
import type { BatchState } from './campaign-batch.decider.js';
import type { Initiator } from '../drafts/draft.decider.js';
import type { CampaignPlan, CampaignTotals } from './campaign.decider.js';
import { CampaignLauncher } from './campaign-launcher.js';
import { CampaignStreams } from './campaign-streams.js';

export const SEND_THROTTLE = Symbol('SEND_THROTTLE');
export const CAMPAIGN_SETTINGS = Symbol('CAMPAIGN_SETTINGS');

export type CampaignSettings = {
  /**
   * How long a transport may take before a batch it holds shows in its lookup (SendGrid's activity
   * feed lags by minutes). A batch in flight that the lookup does not find is sent again only after this.
   */
  lookupGraceMs: number;
  wait: Wait;
  /** Batches of one campaign in flight at once. */
  batchConcurrency: number;
};

type Template = Omit<MailBatch, 'batchKey' | 'recipients'>;
type Step = { state: BatchState } | { retryAt: number };

const ACTOR = 'system' as const;
const SYSTEM: Initiator = { actor: ACTOR, operator: null };

/**
 * The send process. For each batch of a listed campaign: check who is still eligible, record the
 * batch as dispatched (in flight), hand it to the transport, record the outcome. Nothing is sent
 * before its batch is recorded in flight, so after a crash every batch is either untouched, finished,
 * or in flight, and an in-flight batch is settled before anything else happens to it:
 * - a transport that recognises message keys (the outbox) gets the same messages again and keeps
 *   one of each;
 * - otherwise (SendGrid) the transport is asked whether it holds the batch; found is delivered,
 *   not found (after the lookup grace) is sent again as a new attempt, and "cannot tell" is left in
 *   doubt for an operator instead of risking a second copy.
 * One instance runs a campaign at a time: it holds the lease `campaign:<id>` while it does. An
 * instance that finds the lease held looks again once it could have expired, so a campaign whose
 * instance died is taken over by a live one (and resumes at any instance's start).
 */
@Injectable()
export class CampaignRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger(CampaignRunner.name);
  private readonly running = new Map<string, Promise<CampaignTotals | null>>();
  /** Campaigns another instance runs, each looked at again when a timer fires; settled early at shutdown. */
  private readonly lookAgain = new Map<NodeJS.Timeout, { done: Promise<void>; settle: () => void }>();
  private stopping = false;

  constructor(
    private readonly streams: CampaignStreams,
    private readonly launcher: CampaignLauncher,
    private readonly audience: EmailAudience,
    private readonly mail: SubscriberMail,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SEND_THROTTLE) private readonly throttle: SendThrottle,
    @Inject(CAMPAIGN_SETTINGS) private readonly settings: CampaignSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LEASE_STORE) private readonly leases: LeaseStore,
    @Inject(INSTANCE_ID) private readonly instanceId: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs the campaign until every batch has an outcome, or joins the run already going in this
   * process. Null when it stopped first (shutdown, lease lost) or another instance runs it.
   */
  run(campaignId: string): Promise<CampaignTotals | null> {
    const current = this.running.get(campaignId);
    if (current) return current;
    const run = this.runHeld(campaignId).finally(() => this.running.delete(campaignId));
    this.running.set(campaignId, run);
    return run;
  }

  runInBackground(campaignId: string): void {
    this.run(campaignId).catch((error: unknown) =>
      this.logger.error(`Campaign ${campaignId} stopped: ${error instanceof Error ? error.message : String(error)}; it resumes at the next start`),
    );
  }

  /** Resolves once no campaign is running or waiting for another instance's lease in this process (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.lookAgain.size > 0) {
      await Promise.allSettled([...this.running.values(), ...[...this.lookAgain.values()].map(({ done }) => done)]);
    }
  }

  /** A stop lets the batch being sent finish and record its outcome; the rest waits for the next start. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const [timer, { settle }] of this.lookAgain) {
      clearTimeout(timer);
      settle();
    }
    this.lookAgain.clear();
    await this.idle();
  }

  private async runHeld(campaignId: string): Promise<CampaignTotals | null> {
    const ttl = this.config.LEASE_TTL_MS;
    const lease = await this.leases.acquire(`campaign:${campaignId}`, this.instanceId, ttl);
    if (!lease) {
      this.takeOverLater(campaignId, ttl + 100);
      return null;
    }
    const held = holdLease(this.leases, lease, ttl, (error) => this.logger.warn(`Lease of campaign ${campaignId}: ${error instanceof Error ? error.message : String(error)}`));
    try {
      const totals = await this.runOnce(campaignId, held.signal);
      // Lost the lease mid-run: whoever took it finishes; if it dies too, this instance looks again.
      if (totals === null && held.signal.aborted && !this.stopping) this.takeOverLater(campaignId, ttl + 100);
      return totals;
    } finally {
      await held.release();
    }
  }

  /** Another instance runs the campaign: look again once its lease could have expired, until the campaign is finished. */
  private takeOverLater(campaignId: string, delayMs: number): void {
    if (this.stopping) return;
    let settle = () => undefined as void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    const timer = setTimeout(() => {
      this.lookAgain.delete(timer);
      this.streams
        .campaign(campaignId)
        .then((campaign) => {
          if (!this.stopping && (campaign.status === 'listing' || campaign.status === 'sending')) this.runInBackground(campaignId);
        })
        .catch((error: unknown) => this.logger.warn(`Campaign ${campaignId}: ${error instanceof Error ? error.message : String(error)}`))
        .finally(settle);
    }, delayMs);
    timer.unref();
    this.lookAgain.set(timer, { done, settle });
  }

  private async runOnce(campaignId: string, signal: AbortSignal): Promise<CampaignTotals | null> {
    const started = await this.streams.campaign(campaignId);
    if (started.status === 'none') throw notFound('Campaign not found');
    const campaign = await this.launcher.finishListing(started, SYSTEM);
    const { plan, total, batches } = campaign;
    // Read a chunk at a time as the batches go: the whole list is never held (see RecipientCursor).
    const recipients = this.streams.recipientCursor(campaignId);
    const template = campaignTemplate(plan);
    const outcomes: BatchState[] = [];
    const retries = new Map<number, number>();
    // A few batches at once: one prepares (eligibility, in flight) while another is written, and a
    // small batch keeps what each holds in memory small. The throttle paces them together.
    let next = 0;
    const worker = async () => {
      while (next < batches && !this.stopping && !signal.aborted) {
        const batch = next++;
        const first = batch * plan.batchSize;
        const step = await this.advance(plan, template, batch, await recipients.slice(first, Math.min(first + plan.batchSize, total)));
        if ('state' in step) outcomes[batch] = step.state;
        else retries.set(batch, step.retryAt);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.settings.batchConcurrency, batches) }, worker));
    if (this.stopping || signal.aborted) return null;
    while (retries.size > 0) {
      if (this.stopping || signal.aborted) return null;
      const [batch, retryAt] = [...retries].sort((left, right) => left[1] - right[1])[0]!;
      const wait = retryAt - this.clock.now().getTime();
      if (wait > 0) await this.settings.wait(wait);
      const step = await this.advance(plan, template, batch, []);
      retries.delete(batch);
      if ('state' in step) outcomes[batch] = step.state;
      else retries.set(batch, step.retryAt);
    }
    const totals = tally(outcomes);
    await this.streams.runCampaign(campaignId, { type: 'CompleteCampaign', campaignId, totals }, ACTOR);
    return totals;
  }

  /** Takes one batch one step further, from whatever state it is in. */
  private async advance(plan: CampaignPlan, template: Template, batch: number, subscriberIds: string[]): Promise<Step> {
    const ref = { campaignId: plan.campaignId, batch };
    const { state, lastChangeAt } = await this.streams.batch(plan.campaignId, batch);
    switch (state.status) {
      case 'none': {
        const reach = await this.audience.reach(subscriberIds);
        const dispatch = { type: 'DispatchBatch' as const, ...ref, attempt: 1, subscriberIds: reach.reachable.map(({ id }) => id), skipped: reach.skipped };
        const { state: dispatched, wrote } = await this.streams.runBatch(dispatch, ACTOR);
        // Someone else dispatched it first: settle it as any batch found in flight.
        if (!wrote) return dispatched.status === 'in_flight' ? this.settle(plan, template, batch, dispatched, this.clock.now()) : { state: dispatched };
        return this.send(plan, template, batch, 1, reach.reachable, []);
      }
      case 'in_flight':
        return this.settle(plan, template, batch, state, lastChangeAt ?? this.clock.now());
      case 'released':
        return this.sendAgain(plan, template, batch, state.attempt + 1, state.subscriberIds);
      default:
        return { state };
    }
  }

  /** A batch found in flight: sent before a crash, or its answer was lost. */
  private async settle(plan: CampaignPlan, template: Template, batch: number, state: Extract<BatchState, { status: 'in_flight' }>, since: Date): Promise<Step> {
    const ref = { campaignId: plan.campaignId, batch, attempt: state.attempt };
    if (this.mailer.deduplicatesByKey) {
      const reach = await this.audience.reach(state.subscriberIds, { recheck: false });
      return this.send(plan, template, batch, state.attempt, reach.reachable, reach.skipped.map(({ subscriberId }) => subscriberId));
    }
    const lookup = await this.mailer.lookUpBatch(batchKey(plan.campaignId, batch, state.attempt));
    if (lookup.outcome === 'accepted') {
      const delivered = { type: 'DeliverBatch' as const, ...ref, transport: this.mailer.transport, reference: lookup.detail, recovered: state.subscriberIds.length, unreachable: [] };
      return { state: (await this.streams.runBatch(delivered, ACTOR)).state };
    }
    if (lookup.outcome === 'unknown') {
      this.logger.warn(`Campaign ${plan.campaignId} batch ${batch} is in doubt: ${lookup.detail}`);
      return { state: (await this.streams.runBatch({ type: 'DoubtBatch', ...ref, detail: lookup.detail }, ACTOR)).state };
    }
    const retryAt = since.getTime() + this.settings.lookupGraceMs;
    if (retryAt > this.clock.now().getTime()) return { retryAt };
    return this.sendAgain(plan, template, batch, state.attempt + 1, state.subscriberIds);
  }

  private async sendAgain(plan: CampaignPlan, template: Template, batch: number, attempt: number, subscriberIds: string[]): Promise<Step> {
    const { state, wrote } = await this.streams.runBatch({ type: 'DispatchBatch', campaignId: plan.campaignId, batch, attempt, subscriberIds, skipped: [] }, ACTOR);
    if (!wrote) return { state };
    const reach = await this.audience.reach(subscriberIds, { recheck: false });
    return this.send(plan, template, batch, attempt, reach.reachable, reach.skipped.map(({ subscriberId }) => subscriberId));
  }

  private async send(plan: CampaignPlan, template: Template, batch: number, attempt: number, reachable: Reachable[], unreachable: string[]): Promise<Step> {
    const ref = { campaignId: plan.campaignId, batch, attempt };
    const deliver = (reference: string, recovered: number) =>
      this.streams.runBatch({ type: 'DeliverBatch', ...ref, transport: this.mailer.transport, reference, recovered, unreachable }, ACTOR).then(({ state }) => ({ state }));
    if (reachable.length === 0) return deliver('', 0);
    const recipients = reachable.map((subscriber) => campaignRecipient(plan, subscriber, this.mail.linksFor(subscriber.email, { subscriberId: subscriber.id, linkEpoch: subscriber.linkEpoch })));
    await this.throttle.take(recipients.length);
    try {
      const result = await this.mailer.sendBatch({ ...template, batchKey: batchKey(plan.campaignId, batch, attempt), recipients });
      return deliver(result.reference, result.recipients.filter(({ outcome }) => outcome === 'duplicate').length);
    } catch (error) {
      // A mail that cannot be written fails the same way at every try: recorded failed with the reason,
      // never left in flight (it would be sent again, and fail again, at every start). The transports
      // check a whole batch before writing any of it, so none of its messages went out.
      const reason = error instanceof MailRenderError ? `The mail could not be written: ${error.message}` : error instanceof MailDeliveryError ? error.message : null;
      if (reason === null) throw error;
      // The transport may hold the batch: look it up once the lookup can see it, never send blindly.
      if (error instanceof MailDeliveryError && error.failure === 'outcome_unknown') return { retryAt: this.clock.now().getTime() + this.settings.lookupGraceMs };
      this.logger.warn(`Campaign ${plan.campaignId} batch ${batch} failed: ${reason}`);
      return { state: (await this.streams.runBatch({ type: 'FailBatch', ...ref, reason }, ACTOR)).state };
    }
  }
}

/** Names one attempt of one batch at the transport, so a lookup finds exactly that attempt. */
export const batchKey = (campaignId: string, batch: number, attempt: number) => `${campaignId}.${batch}.${attempt}`;

const tally = (outcomes: BatchState[]): CampaignTotals => {
  const totals: CampaignTotals = { sent: 0, failed: 0, skipped: 0, inDoubt: 0 };
  for (const state of outcomes) {
    if (state.status === 'none') continue;
    totals.skipped += state.skipped;
    if (state.status === 'delivered') totals.sent += state.subscriberIds.length;
    if (state.status === 'failed') totals.failed += state.subscriberIds.length;
    if (state.status === 'in_doubt') totals.inDoubt += state.subscriberIds.length;
  }
  return totals;
};
