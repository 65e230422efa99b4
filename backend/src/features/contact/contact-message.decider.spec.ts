import { describe, it } from '@jest/globals';
import { CONTACT_TEXTS } from '../../contract/contact.vocabulary.js';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { CONTACT_MESSAGE_NOT_FOUND, contactMessageDecider } from './contact-message.decider.js';

const messageId = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f';
const personId = '4a1f3c55-8d0e-4c3a-9a53-2b8e1d7c6f10';
const message = {
  messageId,
  personId,
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'A question',
  message: 'Hello there',
  priority: 'normal' as const,
  channel: 'contact-form' as const,
};
const operator = 'admin';
const spec = deciderSpec(contactMessageDecider);

const receivedEvent = { type: 'ContactMessageReceived' as const, data: message };
const read = { type: 'ContactMessageRead' as const, data: { messageId, operator } };
const spam = { type: 'ContactMessageMarkedSpam' as const, data: { messageId, operator } };
const replied = (content = 'Thanks!', mailKey = 'contact-reply-1') => ({
  type: 'ContactMessageReplied' as const,
  data: { messageId, personId, operator, content, mailKey },
});
const reply = (content = 'Thanks!', mailKey = 'contact-reply-1') => ({ type: 'Reply' as const, operator, content, mailKey });

describe('contact message decider', () => {
  describe('receiving', () => {
    it('receives a message into its new stream', () => {
      spec.given([]).when({ type: 'Receive', message }).then([receivedEvent]);
    });

    it('refuses to receive the same form message twice', () => {
      spec.given([receivedEvent]).when({ type: 'Receive', message }).thenThrows('This message was already received');
    });

    it('stores a mail once however often the webhook delivers it', () => {
      const mail = { ...message, channel: 'email' as const };
      spec.given([]).when({ type: 'ReceiveMail', message: mail }).then([{ type: 'ContactMessageReceived', data: mail }]);
      spec.given([{ type: 'ContactMessageReceived', data: mail }]).when({ type: 'ReceiveMail', message: mail }).then([]);
    });
  });

  describe('marking read', () => {
    it('marks an unread message read', () => {
      spec.given([receivedEvent]).when({ type: 'MarkRead', operator }).then([read]);
    });

    it('changes nothing on a message already read', () => {
      spec.given([receivedEvent, read]).when({ type: 'MarkRead', operator }).then([]);
    });

    it('refuses a replied or spam message', () => {
      spec.given([receivedEvent, replied()]).when({ type: 'MarkRead', operator }).thenThrows(CONTACT_TEXTS.onlyUnreadMarkedRead);
      spec.given([receivedEvent, spam]).when({ type: 'MarkRead', operator }).thenThrows(CONTACT_TEXTS.onlyUnreadMarkedRead);
    });

    it('refuses a message that does not exist', () => {
      spec.given([]).when({ type: 'MarkRead', operator }).thenThrows(CONTACT_MESSAGE_NOT_FOUND);
    });
  });

  describe('spam and restore', () => {
    it('marks a message spam from any status, and changes nothing the second time', () => {
      spec.given([receivedEvent]).when({ type: 'MarkSpam', operator }).then([spam]);
      spec.given([receivedEvent, replied()]).when({ type: 'MarkSpam', operator }).then([spam]);
      spec.given([receivedEvent, spam]).when({ type: 'MarkSpam', operator }).then([]);
    });

    it('restores a spam message to read, or to replied when it was answered before', () => {
      spec.given([receivedEvent, spam]).when({ type: 'Restore', operator }).then([{ type: 'ContactMessageRestored', data: { messageId, operator, status: 'read' } }]);
      spec.given([receivedEvent, replied(), spam]).when({ type: 'Restore', operator }).then([{ type: 'ContactMessageRestored', data: { messageId, operator, status: 'replied' } }]);
    });

    it('refuses to restore a message that is not spam', () => {
      spec.given([receivedEvent]).when({ type: 'Restore', operator }).thenThrows(CONTACT_TEXTS.notSpam);
      spec.given([receivedEvent, spam, { type: 'ContactMessageRestored', data: { messageId, operator, status: 'read' } }]).when({ type: 'Restore', operator }).thenThrows(CONTACT_TEXTS.notSpam);
    });
  });

  describe('replying', () => {
    it('records a reply from any status, spam included', () => {
      spec.given([receivedEvent]).when(reply()).then([replied()]);
      spec.given([receivedEvent, read]).when(reply()).then([replied()]);
      spec.given([receivedEvent, spam]).when(reply()).then([replied()]);
    });

    it('records a second, different reply', () => {
      spec.given([receivedEvent, replied()]).when(reply('More', 'contact-reply-2')).then([replied('More', 'contact-reply-2')]);
    });

    it('recognises a retry of a reply already recorded (same mail key) and records nothing', () => {
      spec.given([receivedEvent, replied()]).when(reply()).then([]);
    });

    it('refuses to reply once the sender was erased', () => {
      const erased = { type: 'ContactMessageReceived' as const, schemaVersion: 1, data: { ...message, name: null, email: null, subject: null, message: null } };
      spec.given([erased]).when(reply()).thenThrows(CONTACT_TEXTS.senderErased);
    });

    it('refuses a message that does not exist', () => {
      spec.given([]).when(reply()).thenThrows(CONTACT_MESSAGE_NOT_FOUND);
    });
  });
});
