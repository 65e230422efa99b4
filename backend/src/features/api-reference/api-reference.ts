import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { ROUTES } from '../../contract/routes.js';
import { BODY_LIMIT, LARGE_BODY_LIMIT, sizeText } from '../../contract/define-route.js';
import { renderApiReference } from './api-reference-page.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

const backendPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

const largeBodyRoutes = ROUTES.filter((route) => route.largeBody).map((route) => `\`${route.method} ${route.path}\``);

const DESCRIPTION =
  `The JSON API of AI Navigator, generated from its contract (backend/src/contract). Bodies are UTF-8 JSON of at most ${sizeText(BODY_LIMIT)}, never compressed; ` +
  `${largeBodyRoutes.slice(0, -1).join(', ')} and ${largeBodyRoutes.at(-1)} take up to ${sizeText(LARGE_BODY_LIMIT)} from a signed-in admin, gzip included. ` +
  'Most bodies are strict, so an unknown field is a 400. Every error answer is `{ error, field?, reason? }`. ' +
  'Conventions, rate limits and the subscriber token are explained in docs/api.md.';

/** The OpenAPI document and the HTML reference, built from ROUTES on first use and then kept in memory. */
@Injectable()
export class ApiReference {
  private cachedDocument: OpenApiDocument | null = null;
  private cachedPage: string | null = null;

  document(): OpenApiDocument {
    this.cachedDocument ??= buildOpenApiDocument(ROUTES, { title: 'AI Navigator API', version: backendPackage.version, description: DESCRIPTION });
    return this.cachedDocument;
  }

  page(): string {
    this.cachedPage ??= renderApiReference(this.document());
    return this.cachedPage;
  }
}
