import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { GMAIL_TEXTS } from '../../contract/gmail.vocabulary.js';
import { DomainError } from '../../core/errors/domain-errors.js';
import type { Actor } from '../../core/events/event.js';
import { ReceiveInboundEmail } from '../contact/commands/receive-inbound-email.js';
import { inboundMessage } from '../contact/inbound-mail.js';
import { GmailAccess } from './gmail-access.js';
import type { GmailConnection } from './gmail-connection.decider.js';
import { gmailMail } from './gmail-mail.js';
import { GmailRecord } from './gmail-record.js';
import { GmailSettings } from './gmail-settings.js';
import { GoogleClient } from './google/google-client.js';

/**
 * A check reads from a little before the newest mail it has read: Gmail may index a mail a moment
 * after the date it gives it. Mail read twice is recognised by its Gmail id (stored once).
 */
export const READ_OVERLAP_MS = 15 * 60 * 1000;
/** Mails read per check, oldest first; more wait for the next check (every 5 minutes). */
export const MAILS_PER_CHECK = 100;
/** Ids listed per check at most (10 pages): the oldest of them are read first. */
const IDS_LISTED = 1000;

export type GmailCounts = { found: number; stored: number; duplicates: number; skipped: number };
export type GmailCheckOutcome = { checked: true; counts: GmailCounts; summary: string } | { checked: false; summary: string };

/** The check's one-line result, for the job's record and the admin's answer (counts only, never a sender or subject). */
export const checkSummary = ({ found, stored, duplicates, skipped }: GmailCounts): string =>
  found === 0
    ? 'No new mail to the contact address'
    : `${found} mail${found === 1 ? '' : 's'} read: ${stored} stored, ${duplicates} already in the inbox, ${skipped} without a readable sender`;

/** Gmail's search for mail to the address since an instant (`after:` in epoch seconds). */
const searchFor = (address: string, since: Date) => `{to:${address} deliveredto:${address}} after:${Math.floor(since.getTime() / 1000)}`;

/**
 * Reads new mail to the contact address in the connected mailbox and hands each to the inbound-email
 * path (the same parsing, quoted-text stripping and priority as the webhook, stored once per Gmail
 * id), then records how far it has read. Without configuration or authorization it reads nothing and
 * says why.
 */
@Injectable()
export class GmailInbox {
  constructor(
    private readonly settings: GmailSettings,
    private readonly record: GmailRecord,
    private readonly google: GoogleClient,
    private readonly access: GmailAccess,
    private readonly commands: CommandBus,
  ) {}

  async check(signal: AbortSignal, actor: Actor): Promise<GmailCheckOutcome> {
    if (!this.settings.configured) return { checked: false, summary: `Skipped: ${this.settings.notConfiguredMessage}` };
    const { connection } = await this.record.state();
    if (!connection) return { checked: false, summary: `Skipped: ${GMAIL_TEXTS.notConnected}` };
    const { address, label } = this.settings.required();
    const query = searchFor(address, new Date(new Date(connection.readUpTo).getTime() - READ_OVERLAP_MS));
    const ids = (await this.list(connection, query, label, signal)).reverse().slice(0, MAILS_PER_CHECK);
    const counts: GmailCounts = { found: 0, stored: 0, duplicates: 0, skipped: 0 };
    let newest: Date | null = null;
    for (const id of ids) {
      signal.throwIfAborted();
      const message = await this.access.call(connection, (token) => this.google.getMessage(token, id, signal), signal);
      counts.found++;
      const receivedAt = new Date(Number(message.internalDate));
      if (newest === null || receivedAt > newest) newest = receivedAt;
      const stored = await this.store(message);
      counts[stored]++;
    }
    if (newest) await this.record.run({ type: 'RecordRead', connectionId: connection.connectionId, readUpTo: newest, stored: counts.stored, duplicates: counts.duplicates }, actor);
    return { checked: true, counts, summary: checkSummary(counts) };
  }

  private async list(connection: GmailConnection, query: string, labelId: string, signal: AbortSignal): Promise<string[]> {
    const ids: string[] = [];
    let pageToken: string | null = null;
    do {
      const page = await this.access.call(connection, (token) => this.google.listMessages(token, { query, labelId, pageToken }, signal), signal);
      ids.push(...page.ids);
      pageToken = page.nextPageToken;
    } while (pageToken && ids.length < IDS_LISTED);
    return ids;
  }

  /** One mail through the inbound path: stored, a duplicate, or skipped for want of a sender address. */
  private async store(message: Parameters<typeof gmailMail>[0]): Promise<'stored' | 'duplicates' | 'skipped'> {
    const mail = gmailMail(message);
    if (!mail) return 'skipped';
    let inbound: ReturnType<typeof inboundMessage>;
    try {
      inbound = inboundMessage(mail.data);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'validation') return 'skipped';
      throw error;
    }
    const { duplicate } = await this.commands.execute(new ReceiveInboundEmail(inbound));
    return duplicate ? 'duplicates' : 'stored';
  }
}
