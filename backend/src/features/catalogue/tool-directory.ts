import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../core/projections/read-models.js';
import { CATALOGUE_PROJECTION, TOOLS, type ToolView } from './catalogue.projection.js';
import { slugSchema } from '../../contract/catalogue.contract.js';

/** Reads the tool directory from the catalogue read model. */
@Injectable()
export class ToolDirectory {
  constructor(private readonly readModels: ReadModels) {}

  /** Every listed tool, by name. */
  all(): Promise<ToolView[]> {
    return this.readModels.find<ToolView>(CATALOGUE_PROJECTION, TOOLS, { sort: { field: 'name', direction: 'asc' } });
  }

  count(): Promise<number> {
    return this.readModels.count(CATALOGUE_PROJECTION, TOOLS);
  }

  /** The tool with this id, or else with this name in any case; null when there is none. */
  async find(nameOrId: string): Promise<ToolView | null> {
    const wanted = nameOrId.trim().toLowerCase();
    if (slugSchema.safeParse(wanted).success) {
      const byId = await this.readModels.get<ToolView>(CATALOGUE_PROJECTION, TOOLS, wanted);
      if (byId) return byId;
    }
    return (await this.all()).find((tool) => tool.name.toLowerCase() === wanted) ?? null;
  }
}
