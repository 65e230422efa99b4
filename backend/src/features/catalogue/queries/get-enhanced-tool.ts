import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../core/errors/domain-errors.js';
import { ToolDirectory } from '../tool-directory.js';
import type { Enhancement } from '../../../contract/catalogue.contract.js';
import { pickEnhancement, shownEnhancement } from '../tool.decider.js';

/** The details dialog of one tool, found by its name (any case) or its id. */
export class GetEnhancedTool extends Query<Enhancement> {
  constructor(readonly nameOrId: string) {
    super();
  }
}

/** The latest AI enhancement, else the listed values: the dialog always has something true to show. */
@QueryHandler(GetEnhancedTool)
export class GetEnhancedToolHandler implements IQueryHandler<GetEnhancedTool> {
  constructor(private readonly directory: ToolDirectory) {}

  async execute({ nameOrId }: GetEnhancedTool): Promise<Enhancement> {
    const tool = await this.directory.find(nameOrId);
    if (!tool) throw notFound(`No tool named ${nameOrId.slice(0, 100)}`);
    return pickEnhancement(shownEnhancement(tool, tool.enhanced));
  }
}
