import { contactRoutes } from '@contract/contact.contract';
import { contractAnswer, contractHandler } from '../contract-handlers';

export const CONTACT_MESSAGE_ID = '0196a5d2-7c1e-7000-8000-000000000001';

/** Default answer for the public contact form: stored, 201 with the new message id. */
export const contactHandlers = [contractHandler(contactRoutes.send, () => contractAnswer(contactRoutes.send, { id: CONTACT_MESSAGE_ID }))];
