import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ToolDirectory } from '../tool-directory.js';

/** Whether the directory lists a tool by this name (any case) or id: the beacon counts clicks on listed tools only. */
export class IsListedTool extends Query<boolean> {
  constructor(readonly nameOrId: string) {
    super();
  }
}

@QueryHandler(IsListedTool)
export class IsListedToolHandler implements IQueryHandler<IsListedTool> {
  constructor(private readonly directory: ToolDirectory) {}

  async execute({ nameOrId }: IsListedTool): Promise<boolean> {
    return (await this.directory.find(nameOrId)) !== null;
  }
}
