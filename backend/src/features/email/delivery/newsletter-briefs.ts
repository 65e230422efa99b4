import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ToolSummary } from '../../ai/ai-writer.port.js';
import { ListTools } from '../../catalogue/queries/list-tools.js';
import type { Frequency } from '../../../contract/subscribers.vocabulary.js';
import { EmailAudience } from '../audience/email-audience.js';

/** A newsletter speaks to the interests its readers name most. */
const DRAFT_INTERESTS = 3;

/** What the AI writer is told before it writes a newsletter: the tool directory and the audience's interests. */
@Injectable()
export class NewsletterBriefs {
  constructor(
    private readonly queries: QueryBus,
    private readonly audience: EmailAudience,
  ) {}

  async tools(): Promise<ToolSummary[]> {
    const tools = await this.queries.execute(new ListTools());
    return tools.map(({ id, name, description, tags }) => ({ id, name, description, tags }));
  }

  audienceInterests(frequency: Frequency): Promise<string[]> {
    return this.audience.topInterests(frequency, DRAFT_INTERESTS);
  }
}
