import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { apiReferenceRoutes as routes } from '../../contract/api-reference.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { API_REFERENCE_CSS } from './api-reference-page.js';
import { ApiReference } from './api-reference.js';

/** The API describing itself: OpenAPI 3.1 for tools, an HTML page for people. */
@Controller()
export class ApiReferenceController {
  constructor(private readonly reference: ApiReference) {}

  @Endpoint(routes.openApi)
  openApi(): RouteReply<typeof routes.openApi> {
    return this.reference.document();
  }

  @Endpoint(routes.docs)
  docs(@Res() response: Response) {
    response.type('html').send(this.reference.page());
  }

  @Endpoint(routes.stylesheet)
  stylesheet(@Res() response: Response) {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('text/css').send(API_REFERENCE_CSS);
  }
}
