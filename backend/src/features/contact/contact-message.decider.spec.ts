import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { contactMessageDecider } from './contact-message.decider.js';

const message = {
  messageId: '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f',
  personId: '4a1f3c55-8d0e-4c3a-9a53-2b8e1d7c6f10',
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'A question',
  message: 'Hello there',
  priority: 'normal' as const,
  channel: 'contact-form' as const,
};
const spec = deciderSpec(contactMessageDecider);

describe('contact message decider', () => {
  it('receives a message into its new stream', () => {
    spec.given([]).when({ type: 'Receive', message }).then([{ type: 'ContactMessageReceived', data: message }]);
  });

  it('refuses to receive the same message twice', () => {
    spec.given([{ type: 'ContactMessageReceived', data: message }]).when({ type: 'Receive', message }).thenThrows('This message was already received');
  });
});
