import { Injectable } from '@nestjs/common';
import type { ContactInboxPage, ContactInboxQuery, ContactMessage } from '../../contract/contact.contract.js';
import { CONTACT_INBOX_LIMITS, type ContactStatus } from '../../contract/contact.vocabulary.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { decodePageCursor, encodePageCursor } from '../../core/read-model/page-cursor.js';
import { CONTACT_MESSAGE_NOT_FOUND } from './contact-message.decider.js';
import {
  CONTACT_MESSAGES_PROJECTION,
  type ContactMessageView,
  COUNTS,
  INBOUND,
  INBOUND_ID,
  type InboundEmailView,
  MESSAGES,
  type StatusCount,
} from './contact-messages.projection.js';

/** A row as the admin's API answers it: the person id links the row to an erasure, not for clients. */
const listed = ({ personId: _personId, ...row }: ContactMessageView): ContactMessage => row;

const ORDER = 'createdAt';
const NEWEST_FIRST = { field: ORDER, direction: 'desc' } as const;

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

  /**
   * One page, newest first (keyset paging on the time and the id, served by the read model's
   * indexes), and the count of each status, kept by the projection.
   */
  async page({ status, limit, cursor }: ContactInboxQuery): Promise<ContactInboxPage> {
    const size = limit ?? CONTACT_INBOX_LIMITS.defaultPageSize;
    const after = cursor === undefined ? undefined : decodePageCursor(cursor, ORDER);
    const [rows, counts] = await Promise.all([
      this.readModels.find<ContactMessageView>(CONTACT_MESSAGES_PROJECTION, MESSAGES, { ...(status ? { where: { status } } : {}), sort: NEWEST_FIRST, after, limit: size + 1 }),
      this.counts(),
    ]);
    const items = rows.slice(0, size);
    const last = items.at(-1);
    return { items: items.map(listed), nextCursor: rows.length > size && last ? encodePageCursor(ORDER, last.createdAt, last.id) : null, counts };
  }

  private async counts(): Promise<ContactInboxPage['counts']> {
    const counted = await this.readModels.find<StatusCount>(CONTACT_MESSAGES_PROJECTION, COUNTS);
    const count = (status: ContactStatus) => counted.find((row) => row.id === status)?.count ?? 0;
    return { unread: count('unread'), read: count('read'), replied: count('replied'), spam: count('spam') };
  }

  async inbound(): Promise<Omit<InboundEmailView, 'id'>> {
    const inbound = await this.readModels.get<InboundEmailView>(CONTACT_MESSAGES_PROJECTION, INBOUND, INBOUND_ID);
    return { received: inbound?.received ?? 0, lastReceivedAt: inbound?.lastReceivedAt ?? null };
  }
}
