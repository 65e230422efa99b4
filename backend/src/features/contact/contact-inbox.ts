import { Injectable } from '@nestjs/common';
import type { ContactMessage } from '../../contract/contact.contract.js';
import type { ContactStatus } from '../../contract/contact.vocabulary.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { CONTACT_MESSAGE_NOT_FOUND } from './contact-message.decider.js';
import {
  CONTACT_MESSAGES_PROJECTION,
  type ContactMessageView,
  INBOUND,
  INBOUND_ID,
  type InboundEmailView,
  MESSAGES,
} from './contact-messages.projection.js';

/** A row as the admin's API answers it: the person id links the row to an erasure, not for clients. */
const listed = ({ personId: _personId, ...row }: ContactMessageView): ContactMessage => row;

const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

/** The contact-messages read model: the inbox, one message, the inbound-mail count, and waiting for it to show a write. */
@Injectable()
export class ContactInbox {
  constructor(
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
  ) {}

  /** Read-your-writes: resolves once the inbox shows everything up to `position`. */
  visible(position: number): Promise<void> {
    return this.engine.waitFor(position, [CONTACT_MESSAGES_PROJECTION]);
  }

  async view(messageId: string): Promise<ContactMessage> {
    const message = await this.readModels.get<ContactMessageView>(CONTACT_MESSAGES_PROJECTION, MESSAGES, messageId);
    if (!message) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
    return listed(message);
  }

  async list(status: ContactStatus | undefined): Promise<ContactMessage[]> {
    const rows = await this.readModels.find<ContactMessageView>(CONTACT_MESSAGES_PROJECTION, MESSAGES, { ...(status ? { where: { status } } : {}), sort: NEWEST_FIRST });
    return rows.map(listed);
  }

  async inbound(): Promise<Omit<InboundEmailView, 'id'>> {
    const inbound = await this.readModels.get<InboundEmailView>(CONTACT_MESSAGES_PROJECTION, INBOUND, INBOUND_ID);
    return { received: inbound?.received ?? 0, lastReceivedAt: inbound?.lastReceivedAt ?? null };
  }
}
