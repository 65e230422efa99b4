import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../../core/commands/decider-spec.js';
import { type DraftContent, draftDecider } from './draft.decider.js';
import type { DraftEvent } from './draft.events.js';

const spec = deciderSpec(draftDecider);
const draftId = 'daily-2025-06-03';
const sendAt = '2025-06-03T08:00:00.000Z';
const beforeSendTime = new Date('2025-06-02T15:00:00Z');
const first: DraftContent = { subject: 'Your daily AI brief', content: 'Hi there, two tools today.', interests: ['finance'], writer: 'offline', model: 'offline-template-v1' };
const second: DraftContent = { ...first, subject: 'Shorter: your daily AI brief', content: 'Hi, one tool today.' };

const written: DraftEvent = { type: 'EmailDraftWritten', data: { draftId, frequency: 'daily', targetDate: '2025-06-03', sendAt, ...first, operator: null } };
const revised: DraftEvent = { type: 'EmailDraftRevised', data: { draftId, version: 2, operator: 'admin', revisionRequest: 'x', ...second } };
const approved: DraftEvent = { type: 'EmailDraftApproved', data: { draftId, operator: 'admin', adminNotes: 'Good' } };
const rejected: DraftEvent = { type: 'EmailDraftRejected', data: { draftId, operator: 'admin', adminNotes: 'Off topic' } };
const expired: DraftEvent = { type: 'EmailDraftExpired', data: { draftId, reason: 'Not approved before 08:00', operator: null } };
const sent: DraftEvent = { type: 'EmailDraftSent', data: { draftId, campaignId: 'c1', operator: null } };

const approve = { type: 'ApproveDraft' as const, draftId, operator: 'admin', adminNotes: 'Looks right', at: beforeSendTime };
const reject = { type: 'RejectDraft' as const, draftId, operator: 'admin', adminNotes: null };
const revise = { type: 'ReviseDraft' as const, draftId, operator: 'admin', revisionRequest: 'Make it shorter', draft: second };

describe('draft decider', () => {
  describe('writing', () => {
    it('writes the first draft for a frequency and date', () =>
      spec.given([]).when({ type: 'WriteDraft', draftId, frequency: 'daily', targetDate: '2025-06-03', sendAt, draft: first, operator: null }).then([written]));

    it('names the admin who had it written (a job run by hand)', () =>
      spec
        .given([])
        .when({ type: 'WriteDraft', draftId, frequency: 'daily', targetDate: '2025-06-03', sendAt, draft: first, operator: 'editor' })
        .then([{ ...written, data: { ...written.data, operator: 'editor' } }]));

    it('writes nothing when that frequency and date already has a draft, whatever its state', () => {
      for (const history of [[written], [written, rejected], [written, approved, sent]]) {
        spec.given(history).when({ type: 'WriteDraft', draftId, frequency: 'daily', targetDate: '2025-06-03', sendAt, draft: second, operator: null }).then([]);
      }
    });
  });

  describe('approving', () => {
    it('approves a pending draft with the admin notes', () =>
      spec.given([written]).when(approve).then([{ type: 'EmailDraftApproved', data: { draftId, operator: 'admin', adminNotes: 'Looks right' } }]));

    it('approves a revised draft', () =>
      spec.given([written, revised]).when(approve).then([{ type: 'EmailDraftApproved', data: { draftId, operator: 'admin', adminNotes: 'Looks right' } }]));

    it('records nothing when approved twice', () => spec.given([written, approved]).when(approve).then([]));

    it('refuses to approve a rejected draft', () => spec.given([written, rejected]).when(approve).thenThrows('cannot be approved: it was rejected'));

    it('refuses to approve a sent draft', () => spec.given([written, approved, sent]).when(approve).thenThrows('cannot be approved: it was already sent'));

    it('refuses to approve an expired draft', () => spec.given([written, expired]).when(approve).thenThrows('expired'));

    it('refuses to approve once the send time has passed', () =>
      spec.given([written]).when({ ...approve, at: new Date(sendAt) }).thenThrows('its send time has passed'));

    it('answers not found for a draft that was never written', () => spec.given([]).when(approve).thenThrows('Email draft not found'));
  });

  describe('rejecting', () => {
    it('rejects a pending draft', () => spec.given([written]).when(reject).then([{ type: 'EmailDraftRejected', data: { draftId, operator: 'admin', adminNotes: null } }]));

    it('stops an approved draft that was not sent yet', () =>
      spec.given([written, approved]).when(reject).then([{ type: 'EmailDraftRejected', data: { draftId, operator: 'admin', adminNotes: null } }]));

    it('records nothing when rejected twice', () => spec.given([written, rejected]).when(reject).then([]));

    it('refuses to reject a sent draft', () => spec.given([written, approved, sent]).when(reject).thenThrows('it was already sent'));
  });

  describe('revising', () => {
    it('keeps the draft pending with the new version and the request', () =>
      spec.given([written]).when(revise).then([{ type: 'EmailDraftRevised', data: { draftId, version: 2, operator: 'admin', revisionRequest: 'Make it shorter', ...second } }]));

    it('counts versions across revisions', () =>
      spec
        .given([written, revised])
        .when(revise)
        .then([{ type: 'EmailDraftRevised', data: { draftId, version: 3, operator: 'admin', revisionRequest: 'Make it shorter', ...second } }]));

    it('refuses a blank request', () => spec.given([written]).when({ ...revise, revisionRequest: '  ' }).thenThrows('must not be blank'));

    it('refuses to revise a draft that is no longer pending', () => spec.given([written, approved]).when(revise).thenThrows('cannot be revised: it is already approved'));
  });

  describe('expiring and sending', () => {
    it('expires a draft still pending at its send time, with the reason', () =>
      spec.given([written]).when({ type: 'ExpireDraft', draftId, reason: 'Not approved before 08:00', operator: null }).then([expired]));

    it('leaves approved, rejected and sent drafts alone when expiring', () => {
      for (const history of [[written, approved], [written, rejected], [written, approved, sent]]) {
        spec.given(history).when({ type: 'ExpireDraft', draftId, reason: 'late', operator: null }).then([]);
      }
    });

    it('marks an approved draft sent once', () => {
      spec.given([written, approved]).when({ type: 'MarkDraftSent', draftId, campaignId: 'c1', operator: null }).then([sent]);
      spec.given([written, approved, sent]).when({ type: 'MarkDraftSent', draftId, campaignId: 'c2', operator: 'editor' }).then([]);
    });

    it("names the admin whose test send sent it", () =>
      spec.given([written, approved]).when({ type: 'MarkDraftSent', draftId, campaignId: 'c1', operator: 'editor' }).then([{ ...sent, data: { ...sent.data, operator: 'editor' } }]));

    it('refuses to send a draft that is not approved', () => spec.given([written]).when({ type: 'MarkDraftSent', draftId, campaignId: 'c1', operator: null }).thenThrows('cannot be sent: it is pending'));
  });
});
