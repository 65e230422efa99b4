import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ProjectionEngine } from '../projections/projection-engine.js';

type Entry = { version: string; body: string; etag: string };

/**
 * Serves the hottest read endpoints from memory: a body is computed once per version of the read
 * model it comes from, carries a strong ETag, and a matching If-None-Match gets a 304.
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly engine: ProjectionEngine) {}

  async send(request: Request, response: Response, key: string, projection: string, compute: () => Promise<unknown>): Promise<void> {
    const version = this.engine.versionOf(projection);
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const body = JSON.stringify(await compute());
      entry = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      this.entries.set(key, entry);
    }
    response.setHeader('ETag', entry.etag);
    response.setHeader('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) {
      response.status(304).end();
      return;
    }
    response.type('application/json').send(entry.body);
  }
}
