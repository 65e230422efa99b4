import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ProjectionEngine } from '../projections/projection-engine.js';

type Entry = { version: string; body: string; etag: string };

/**
 * RFC 9110 If-None-Match: `*`, or a list of entity tags compared weakly (a `W/` prefix is ignored),
 * so a client or proxy that weakened the tag, or sends several, still gets its 304.
 */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
};

/**
 * Serves the hottest read endpoints from memory: a body is computed once per version of the read
 * model it comes from, carries a strong ETag, and a matching If-None-Match gets a 304.
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly engine: ProjectionEngine) {}

  async send<Body>(request: Request, response: Response, key: string, projection: string, compute: () => Promise<Body>): Promise<void> {
    // On an instance that follows the projections lease holder: as fresh as the holder's answers are.
    await this.engine.refresh();
    const version = this.engine.versionOf(projection);
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const body = JSON.stringify(await compute());
      entry = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      this.entries.set(key, entry);
    }
    response.setHeader('ETag', entry.etag);
    response.setHeader('Cache-Control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
      response.status(304).end();
      return;
    }
    response.type('application/json').send(entry.body);
  }
}
