import { describe, expect, it } from '@jest/globals';
import { GMAIL_TEXTS } from '../../contract/gmail.vocabulary.js';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { foldEvents } from '../../core/commands/decider.js';
import type { EventOf } from '../../core/events/event-type.js';
import { gmailConnectionDecider, wizardStep } from './gmail-connection.decider.js';
import type { GMAIL_EVENT_TYPES } from './gmail.events.js';

const operator = 'admin';
const connectionId = '0e7c2a4b-5d6f-4a8b-9c0d-1e2f3a4b5c6d';
const otherConnection = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const confirmedAt = '2026-03-01T09:00:00.000Z';
const spec = deciderSpec(gmailConnectionDecider);

const forwarded = { type: 'GmailForwardingConfirmed' as const, data: { operator, confirmedAt } };
const connected = (id = connectionId) => ({
  type: 'GmailConnected' as const,
  data: { connectionId: id, operator, account: 'inbox@gmail.com', refreshToken: '1//refresh', scope: 'gmail.readonly', connectedAt: '2026-03-01T10:00:00.000Z', readsFrom: confirmedAt },
});
const tokenConfirmed = { type: 'GmailTokenConfirmed' as const, data: { connectionId, operator } };
const tested = (passed: boolean, id = connectionId) => ({
  type: 'GmailConnectionTested' as const,
  data: { connectionId: id, operator, passed, problem: passed ? null : 'Google refused the stored refresh token (invalid_grant)', testedAt: '2026-03-01T10:05:00.000Z' },
});
const disconnected = { type: 'GmailDisconnected' as const, data: { connectionId, operator, revoked: true } };
const connect = { type: 'Connect' as const, connectionId, operator, account: 'inbox@gmail.com', refreshToken: '1//refresh', scope: 'gmail.readonly', now: new Date('2026-03-01T10:00:00.000Z') };

describe('gmail connection decider', () => {
  it('confirms forwarding once, at the time given', () => {
    spec.given([]).when({ type: 'ConfirmForwarding', operator, now: new Date(confirmedAt) }).then([forwarded]);
    spec.given([forwarded]).when({ type: 'ConfirmForwarding', operator: 'someone', now: new Date() }).then([]);
  });

  it('stores an authorization only after forwarding was confirmed, reading mail from that confirmation on', () => {
    spec.given([]).when(connect).thenThrows(GMAIL_TEXTS.forwardingFirst);
    spec.given([forwarded]).when(connect).then([connected()]);
  });

  it('refuses a second authorization while one is stored, and takes a new one after a disconnect', () => {
    spec.given([forwarded, connected()]).when(connect).thenThrows(GMAIL_TEXTS.alreadyConnected);
    spec.given([forwarded, connected(), disconnected]).when({ ...connect, connectionId: otherConnection }).then([connected(otherConnection)]);
  });

  it('confirms the stored token once, and refuses while none is stored', () => {
    spec.given([forwarded]).when({ type: 'ConfirmToken', operator }).thenThrows(GMAIL_TEXTS.noTokenYet);
    spec.given([forwarded, connected()]).when({ type: 'ConfirmToken', operator }).then([tokenConfirmed]);
    spec.given([forwarded, connected(), tokenConfirmed]).when({ type: 'ConfirmToken', operator }).then([]);
  });

  it('records a test of the current authorization only', () => {
    const test = { type: 'RecordTest' as const, connectionId, operator, passed: true, problem: null, now: new Date('2026-03-01T10:05:00.000Z') };
    spec.given([forwarded, connected()]).when(test).then([tested(true)]);
    spec.given([forwarded, connected(), disconnected]).when(test).then([]);
  });

  it('moves the read mark forward only, and only for the current authorization', () => {
    const read = (readUpTo: string) => ({ type: 'RecordRead' as const, connectionId, readUpTo: new Date(readUpTo), stored: 2, duplicates: 1 });
    spec
      .given([forwarded, connected()])
      .when(read('2026-03-01T11:00:00.000Z'))
      .then([{ type: 'GmailInboxRead', data: { connectionId, readUpTo: '2026-03-01T11:00:00.000Z', stored: 2, duplicates: 1 } }]);
    spec.given([forwarded, connected()]).when(read(confirmedAt)).then([]);
    spec.given([forwarded, connected(), disconnected]).when(read('2026-03-01T11:00:00.000Z')).then([]);
  });

  it('disconnects the stored authorization, and a disconnect of nothing changes nothing', () => {
    spec.given([forwarded, connected()]).when({ type: 'Disconnect', operator, revoked: true }).then([disconnected]);
    spec.given([forwarded, connected(), disconnected]).when({ type: 'Disconnect', operator, revoked: false }).then([]);
  });

  it('derives the wizard step from the record, a new authorization starting again at step 3', () => {
    const stepAfter = (events: EventOf<(typeof GMAIL_EVENT_TYPES)[number]>[]) => wizardStep(foldEvents(gmailConnectionDecider, events));
    expect(stepAfter([])).toBe(1);
    expect(stepAfter([forwarded])).toBe(2);
    expect(stepAfter([forwarded, connected()])).toBe(3);
    expect(stepAfter([forwarded, connected(), tokenConfirmed])).toBe(4);
    expect(stepAfter([forwarded, connected(), tokenConfirmed, tested(false)])).toBe(4);
    expect(stepAfter([forwarded, connected(), tokenConfirmed, tested(true)])).toBe(5);
    expect(stepAfter([forwarded, connected(), tokenConfirmed, tested(true), disconnected])).toBe(2);
    expect(stepAfter([forwarded, connected(), tokenConfirmed, tested(true), disconnected, connected(otherConnection)])).toBe(3);
  });
});
