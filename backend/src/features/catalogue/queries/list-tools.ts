import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ToolView } from '../catalogue.projection.js';
import type { Tool } from '../../../contract/catalogue.contract.js';
import { ToolDirectory } from '../tool-directory.js';

/** The public directory, by name; `featuredOnly` for the home page. */
export class ListTools extends Query<Tool[]> {
  constructor(readonly featuredOnly = false) {
    super();
  }
}

/** The enhancement is served by its own endpoint, not with the listing. */
const publicTool = ({ enhanced: _enhanced, ...tool }: ToolView): Tool => tool;

@QueryHandler(ListTools)
export class ListToolsHandler implements IQueryHandler<ListTools> {
  constructor(private readonly directory: ToolDirectory) {}

  async execute({ featuredOnly }: ListTools): Promise<Tool[]> {
    const tools = (await this.directory.all()).map(publicTool);
    return featuredOnly ? tools.filter((tool) => tool.featured) : tools;
  }
}
