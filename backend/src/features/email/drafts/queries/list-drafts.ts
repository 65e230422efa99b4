import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DraftStatus } from '../draft.events.js';
import { type DraftAnswer, DraftPresenter } from '../draft-presenter.js';
import { DraftStreams } from '../draft-streams.js';

/** Drafts by status (the approval panel asks for the pending ones), earliest target date first. */
export class ListDrafts extends Query<DraftAnswer[]> {
  constructor(readonly status?: DraftStatus, readonly targetDate?: string) {
    super();
  }
}

@QueryHandler(ListDrafts)
export class ListDraftsHandler implements IQueryHandler<ListDrafts> {
  constructor(
    private readonly drafts: DraftStreams,
    private readonly presenter: DraftPresenter,
  ) {}

  async execute({ status, targetDate }: ListDrafts) {
    return this.presenter.present(await this.drafts.list({ ...(status ? { status } : {}), ...(targetDate ? { targetDate } : {}) }));
  }
}
