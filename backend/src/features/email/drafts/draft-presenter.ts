import { Injectable } from '@nestjs/common';
import { EmailAudience } from '../audience/email-audience.js';
import type { EmailDraft } from '../../../contract/email-drafts.contract.js';
import type { DraftView } from './drafts.projection.js';

/** A draft as the API answers it: `estimatedRecipients` is the eligible audience of its frequency now. */
export type DraftAnswer = EmailDraft;

@Injectable()
export class DraftPresenter {
  constructor(private readonly audience: EmailAudience) {}

  async present(drafts: DraftView[]): Promise<DraftAnswer[]> {
    const counts = new Map<string, number>();
    for (const frequency of new Set(drafts.map((draft) => draft.frequency))) counts.set(frequency, await this.audience.eligibleCount(frequency));
    return drafts.map((draft) => ({ ...draft, estimatedRecipients: counts.get(draft.frequency) ?? 0 }));
  }

  async one(draft: DraftView): Promise<DraftAnswer> {
    return (await this.present([draft]))[0]!;
  }
}
