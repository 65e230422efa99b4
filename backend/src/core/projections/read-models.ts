import type { Document, Filter, FindOptions, ReadModelStore } from '../read-model/read-model-store.port.js';
import type { CollectionResolver } from './projection-engine.js';

/**
 * The query side used by the API: addresses read models by projection and logical collection,
 * so callers never see generations and keep reading the live one across a blue/green swap.
 */
export class ReadModels {
  constructor(
    private readonly resolver: CollectionResolver,
    private readonly store: ReadModelStore,
  ) {}

  async get<T extends Document>(projectionName: string, logical: string, id: string): Promise<T | null> {
    return this.store.get<T>(await this.resolver.collectionName(projectionName, logical), id);
  }

  async find<T extends Document>(projectionName: string, logical: string, options?: FindOptions): Promise<T[]> {
    return this.store.find<T>(await this.resolver.collectionName(projectionName, logical), options);
  }

  async count(projectionName: string, logical: string, filter?: Filter): Promise<number> {
    return this.store.count(await this.resolver.collectionName(projectionName, logical), filter);
  }
}
