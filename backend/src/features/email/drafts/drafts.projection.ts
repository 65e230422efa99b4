import type { ReadEventOf } from '../../../core/events/event-type.js';
import { defineProjection } from '../../../core/projections/projection.js';
import type { DocumentChange } from '../../../core/read-model/read-model-store.port.js';
import type { EmailDraft } from '../../../contract/email-drafts.contract.js';
import { DRAFT_EVENT_TYPES } from './draft.events.js';

type DraftEvent = ReadEventOf<(typeof DRAFT_EVENT_TYPES)[number]>;

/** A draft as the panel lists it; `estimatedRecipients` is added when read (the audience changes after writing). */
export type DraftView = Omit<EmailDraft, 'estimatedRecipients'>;

export const DRAFTS_PROJECTION = 'email-drafts';
export const DRAFTS_COLLECTION = 'drafts';

const put = (document: DraftView): DocumentChange[] => [{ kind: 'put', collection: DRAFTS_COLLECTION, document }];

const fold = (event: DraftEvent, previous: DraftView | null, at: string): DraftView | null => {
  if (event.type === 'EmailDraftWritten') {
    const { draftId, frequency, targetDate, sendAt, subject, content, interests, writer, model } = event.data;
    return {
      id: draftId,
      frequency,
      targetDate,
      sendAt,
      status: 'pending',
      subject,
      content,
      interests,
      writer,
      model,
      version: 1,
      createdAt: at,
      updatedAt: at,
      adminNotes: null,
      reviewedBy: null,
      reviewedAt: null,
      expiredReason: null,
      campaignId: null,
    };
  }
  if (!previous) return null;
  switch (event.type) {
    case 'EmailDraftRevised': {
      const { version, subject, content, interests, writer, model } = event.data;
      return { ...previous, version, subject, content, interests, writer, model, updatedAt: at };
    }
    case 'EmailDraftApproved':
    case 'EmailDraftRejected':
      return {
        ...previous,
        status: event.type === 'EmailDraftApproved' ? 'approved' : 'rejected',
        adminNotes: event.data.adminNotes,
        reviewedBy: event.data.operator,
        reviewedAt: at,
        updatedAt: at,
      };
    case 'EmailDraftExpired':
      return { ...previous, status: 'expired', expiredReason: event.data.reason, updatedAt: at };
    case 'EmailDraftSent':
      return { ...previous, status: 'sent', campaignId: event.data.campaignId, updatedAt: at };
  }
};

/** Every newsletter draft with its current version and state: the approval panel and tomorrow's schedule read it. */
export const draftsProjection = defineProjection({
  name: DRAFTS_PROJECTION,
  version: 1,
  collections: [DRAFTS_COLLECTION],
  events: DRAFT_EVENT_TYPES,
  async project(event, lookup) {
    const previous = (await lookup(DRAFTS_COLLECTION, event.data.draftId)) as DraftView | null;
    const next = fold(event, previous, event.metadata.occurredAt);
    return next ? put(next) : [];
  },
});
