import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { ProjectionEngine } from '../projections/projection-engine.js';
import { Representation, sendRepresentation } from './representation.js';
import { VersionedCache } from './versioned-cache.js';

export { matchesIfNoneMatch } from './representation.js';

/**
 * A public GET whose answer depends only on read models: its URL (the contract route's path), the projection whose version
 * decides whether the cached body still holds, and how to compute it. `counters` names a projection of
 * counts the body also carries but no page shows (a post's views): the body is keyed on it too, while
 * server-rendered pages and crawl files key on `projection` alone and so outlive a visitor's view. The controller serving the
 * URL, the public edge (which answers it before Express) and the server-side page renderer (which
 * dehydrates it into the page under the same URL as query key) all go through this one definition.
 */
export type PublicRead<Data = unknown> = {
  path: string;
  projection: string;
  counters?: string;
  load: (queries: QueryBus) => Promise<Data>;
};

export type CachedBody<Data = unknown> = { version: string; data: Data; representation: Representation };

/** The read model, or read models, a cached body depends on. */
type Projections = string | readonly string[];

const projectionsOf = (read: PublicRead): Projections => (read.counters ? [read.projection, read.counters] : read.projection);

const JSON_TYPE = 'application/json; charset=utf-8';
const REVALIDATE = { 'Cache-Control': 'no-cache' };

/**
 * Serves the hottest read endpoints from memory: a body is computed once per version of the read
 * model it comes from, serialised and compressed (brotli, gzip) once for that version, carries a
 * strong ETag per coding, and a matching If-None-Match gets a 304.
 */
@Injectable()
export class ResponseCache {
  private readonly bodies = new VersionedCache<CachedBody>();

  constructor(
    private readonly engine: ProjectionEngine,
    private readonly queries: QueryBus,
  ) {}

  /** The current body for `key`, computed only when the projection (or one of the projections) moved since it was cached. */
  entry(key: string, projection: Projections, compute: () => Promise<unknown>): CachedBody | Promise<CachedBody> {
    return this.engine.whenFresh(() => this.current(key, projection, compute));
  }

  private current(key: string, projections: Projections, compute: () => Promise<unknown>): CachedBody | Promise<CachedBody> {
    const version = typeof projections === 'string' ? this.engine.versionOf(projections) : projections.map((name) => this.engine.versionOf(name)).join('|');
    return this.bodies.get(key, version, async () => {
      const data = await compute();
      return { version, data, representation: Representation.text(JSON.stringify(data), JSON_TYPE) };
    });
  }

  /** The current body of a public read (its data is what `load` gave for the read's path). */
  read<Data>(read: PublicRead<Data>): CachedBody<Data> | Promise<CachedBody<Data>> {
    return this.engine.whenFresh(() => this.readKnown(read));
  }

  /**
   * The same as of the projections' status this instance last read, for a caller that made itself
   * fresh for the whole request (a page render, a crawl file): a follower then reads that status once, not once per read.
   */
  readKnown<Data>(read: PublicRead<Data>): CachedBody<Data> | Promise<CachedBody<Data>> {
    return this.current(read.path, projectionsOf(read), () => read.load(this.queries)) as CachedBody<Data> | Promise<CachedBody<Data>>;
  }

  async send<Body>(request: Request, response: Response, key: string, projection: Projections, compute: () => Promise<Body>): Promise<void> {
    const entry = await this.entry(key, projection, compute);
    await sendRepresentation(request, response, entry.representation, { headers: REVALIDATE });
  }

  sendRead<Data>(request: Request, response: Response, read: PublicRead<Data>): Promise<void> {
    return this.send(request, response, read.path, projectionsOf(read), () => read.load(this.queries));
  }
}
