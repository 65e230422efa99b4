import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../../core/errors/domain-errors.js';
import type { RecordedEventOf } from '../../../../core/events/event-type.js';
import { DRAFT_NOT_FOUND } from '../draft.decider.js';
import type { DRAFT_EVENT_TYPES } from '../draft.events.js';
import type { DraftHistory as DraftHistoryAnswer } from '../../../../contract/email-drafts.contract.js';
import type { DraftAction } from '../../../../contract/email.vocabulary.js';
import { DraftPresenter } from '../draft-presenter.js';
import { DraftStreams } from '../draft-streams.js';

/** One thing that happened to a draft: who (actor, and the admin's name), what, when, and the words they gave. */
type DraftHistoryEntry = DraftHistoryAnswer['entries'][number];
type DraftVersion = DraftHistoryAnswer['versions'][number];
type RecordedDraftEvent = RecordedEventOf<(typeof DRAFT_EVENT_TYPES)[number]>;

const ACTIONS: Record<RecordedDraftEvent['type'], DraftAction> = {
  EmailDraftWritten: 'written',
  EmailDraftRevised: 'revised',
  EmailDraftApproved: 'approved',
  EmailDraftRejected: 'rejected',
  EmailDraftExpired: 'expired',
  EmailDraftSent: 'sent',
};

const entryOf = (event: RecordedDraftEvent): DraftHistoryEntry => {
  const entry: DraftHistoryEntry = {
    position: event.position,
    action: ACTIONS[event.type],
    actor: event.metadata.actor,
    operator: null,
    occurredAt: event.metadata.occurredAt,
    version: null,
    notes: null,
    revisionRequest: null,
    reason: null,
    campaignId: null,
  };
  switch (event.type) {
    case 'EmailDraftWritten':
      return { ...entry, version: 1, operator: event.data.operator };
    case 'EmailDraftRevised':
      return { ...entry, version: event.data.version, operator: event.data.operator, revisionRequest: event.data.revisionRequest };
    case 'EmailDraftApproved':
    case 'EmailDraftRejected':
      return { ...entry, operator: event.data.operator, notes: event.data.adminNotes };
    case 'EmailDraftExpired':
      return { ...entry, reason: event.data.reason, operator: event.data.operator };
    case 'EmailDraftSent':
      return { ...entry, campaignId: event.data.campaignId, operator: event.data.operator };
  }
};

/** Every version of a draft's content and every decision on it, oldest first: the draft's audit trail is its stream. */
export class DraftHistory extends Query<DraftHistoryAnswer> {
  constructor(readonly draftId: string) {
    super();
  }
}

@QueryHandler(DraftHistory)
export class DraftHistoryHandler implements IQueryHandler<DraftHistory> {
  constructor(
    private readonly drafts: DraftStreams,
    private readonly presenter: DraftPresenter,
  ) {}

  async execute({ draftId }: DraftHistory): Promise<DraftHistoryAnswer> {
    const history = await this.drafts.history(draftId);
    if (history.length === 0) throw notFound(DRAFT_NOT_FOUND);
    await this.drafts.visible(history.at(-1)!.position);
    const versions: DraftVersion[] = [];
    const entries = history.map((event) => {
      if (event.type === 'EmailDraftWritten' || event.type === 'EmailDraftRevised') {
        const { subject, content, interests, writer, model } = event.data;
        const version = event.type === 'EmailDraftWritten' ? 1 : event.data.version;
        const revisionRequest = event.type === 'EmailDraftRevised' ? event.data.revisionRequest : null;
        versions.push({ version, subject, content, interests, writer, model, writtenAt: event.metadata.occurredAt, revisionRequest });
      }
      return entryOf(event);
    });
    return { draft: await this.presenter.one(await this.drafts.view(draftId)), versions, entries };
  }
}
