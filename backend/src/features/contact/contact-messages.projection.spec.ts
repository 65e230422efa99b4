import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../core/projections/testing/fold-projection.js';
import { contactMessagesProjection, COUNTS, INBOUND, MESSAGES } from './contact-messages.projection.js';

const messageId = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f';
const personId = '4a1f3c55-8d0e-4c3a-9a53-2b8e1d7c6f10';
const at = '2026-01-05T08:00:00.000Z';
const later = '2026-01-05T09:30:00.000Z';
const sender = { name: 'Ada', email: 'ada@example.com', subject: 'A question', message: 'Hello there' };
const received = (channel: 'contact-form' | 'email' = 'contact-form', id = messageId): GivenEvent => ({
  type: 'ContactMessageReceived',
  data: { messageId: id, personId, ...sender, priority: 'normal', channel },
  occurredAt: at,
});
const replied: GivenEvent = {
  type: 'ContactMessageReplied',
  data: { messageId, personId, operator: 'admin', content: 'Thanks!', mailKey: 'k1' },
  actor: 'admin',
  occurredAt: later,
};
const spam: GivenEvent = { type: 'ContactMessageMarkedSpam', data: { messageId, operator: 'admin' }, actor: 'admin' };
const restored: GivenEvent = { type: 'ContactMessageRestored', data: { messageId, operator: 'admin', status: 'replied' }, actor: 'admin' };

const messagesAfter = async (...events: GivenEvent[]) => (await foldProjection(contactMessagesProjection, events))[MESSAGES];

describe('contact-messages projection', () => {
  it('lists a received message unread, with no replies', async () => {
    expect(await messagesAfter(received())).toEqual([
      { id: messageId, personId, ...sender, status: 'unread', priority: 'normal', channel: 'contact-form', createdAt: at, erased: false, replies: [] },
    ]);
  });

  it('keeps each reply with its time and operator, and follows the status through spam and restore', async () => {
    expect(await messagesAfter(received(), replied)).toMatchObject([{ status: 'replied', replies: [{ content: 'Thanks!', sentAt: later, operator: 'admin' }] }]);
    expect(await messagesAfter(received(), replied, spam)).toMatchObject([{ status: 'spam' }]);
    expect(await messagesAfter(received(), replied, spam, restored)).toMatchObject([{ status: 'replied' }]);
    expect(await messagesAfter(received(), { type: 'ContactMessageRead', data: { messageId, operator: 'admin' } })).toMatchObject([{ status: 'read' }]);
  });

  it("blanks the sender's fields and the replies' texts when the sender is erased", async () => {
    expect(await messagesAfter(received(), replied, { type: 'PersonErased', data: { personId, requestId: null } })).toEqual([
      {
        id: messageId,
        personId,
        name: null,
        email: null,
        subject: null,
        message: null,
        status: 'replied',
        priority: 'normal',
        channel: 'contact-form',
        createdAt: at,
        erased: true,
        replies: [{ content: null, sentAt: later, operator: 'admin' }],
      },
    ]);
  });

  it('counts the mails the webhook received, not the form messages', async () => {
    const second = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const { [INBOUND]: inbound } = await foldProjection(contactMessagesProjection, [received(), received('email', second)]);
    expect(inbound).toEqual([{ id: 'email', received: 1, lastReceivedAt: at }]);
  });

  it('counts the messages of each status, moving a message from one count to the next', async () => {
    const second = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const countsAfter = async (...events: GivenEvent[]) => (await foldProjection(contactMessagesProjection, events))[COUNTS];
    expect(await countsAfter(received(), received('email', second))).toEqual([{ id: 'unread', count: 2 }]);
    expect(await countsAfter(received(), received('email', second), replied, spam)).toEqual(
      expect.arrayContaining([
        { id: 'unread', count: 1 },
        { id: 'replied', count: 0 },
        { id: 'spam', count: 1 },
      ]),
    );
    // Marking spam again, or erasing the sender, moves nothing.
    const erased: GivenEvent = { type: 'PersonErased', data: { personId, requestId: null } };
    expect(await countsAfter(received(), spam, spam, erased)).toEqual(expect.arrayContaining([{ id: 'unread', count: 0 }, { id: 'spam', count: 1 }]));
    expect(await countsAfter(received(), replied, spam, restored)).toEqual(expect.arrayContaining([{ id: 'replied', count: 1 }, { id: 'spam', count: 0 }]));
  });
});
