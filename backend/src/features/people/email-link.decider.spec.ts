import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { emailLinkDecider } from './email-link.decider.js';

const ada = '4a1f3c55-8d0e-4c3a-9a53-2b8e1d7c6f10';
const bea = '7c2e9d41-1b3a-4f5e-8a6d-0e9f8c7b6a50';
const requestId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const linked = (personId: string) => ({ type: 'EmailLinkedToPerson' as const, data: { personId } });
const erased = (personId: string) => ({ type: 'PersonErased' as const, data: { personId, requestId } });
const spec = deciderSpec(emailLinkDecider);

describe('email link decider', () => {
  it('links an unknown address to the new person', () => {
    spec.given([]).when({ type: 'Link', personId: ada }).then([linked(ada)]);
  });

  it('keeps the person an address already belongs to', () => {
    spec.given([linked(ada)]).when({ type: 'Link', personId: bea }).then([]);
  });

  it('links an erased address to a new person', () => {
    spec.given([linked(ada), erased(ada)]).when({ type: 'Link', personId: bea }).then([linked(bea)]);
  });

  it('unlinks the address from its person once', () => {
    spec.given([linked(ada)]).when({ type: 'Unlink', personId: ada, requestId }).then([erased(ada)]);
    spec.given([linked(ada), erased(ada)]).when({ type: 'Unlink', personId: ada, requestId }).then([]);
  });

  it('leaves alone an address that now belongs to someone else', () => {
    spec.given([linked(ada), erased(ada), linked(bea)]).when({ type: 'Unlink', personId: ada, requestId }).then([]);
  });
});
