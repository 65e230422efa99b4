import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ToolDirectory } from '../tool-directory.js';

/** How many tools the directory lists (the dashboard's stats card). */
export class CountTools extends Query<number> {}

@QueryHandler(CountTools)
export class CountToolsHandler implements IQueryHandler<CountTools> {
  constructor(private readonly directory: ToolDirectory) {}

  execute(): Promise<number> {
    return this.directory.count();
  }
}
