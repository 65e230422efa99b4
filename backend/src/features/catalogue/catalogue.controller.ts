import { Controller, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { catalogueRoutes as routes } from '../../contract/catalogue.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { CATALOGUE_PROJECTION } from './catalogue.projection.js';
import { FEATURED_TOOLS_READ, GUIDE_READ, TOOLS_READ } from './catalogue.reads.js';
import { GetEnhancedTool } from './queries/get-enhanced-tool.js';

/** The public directory and guide, served from memory while the catalogue read model stays the same. */
@Controller()
export class CatalogueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: ResponseCache,
  ) {}

  @Endpoint(routes.tools)
  tools(@Req() request: Request, @Res() response: Response) {
    return this.cache.sendRead(request, response, TOOLS_READ);
  }

  @Endpoint(routes.featured)
  featured(@Req() request: Request, @Res() response: Response) {
    return this.cache.sendRead(request, response, FEATURED_TOOLS_READ);
  }

  /**
   * Cached per lower-cased name: an unknown name throws before anything is cached, so the entries
   * stay bounded by the tools listed (a name and an id each).
   */
  @Endpoint(routes.enhanced)
  enhanced(@Param() params: unknown, @Req() request: Request, @Res() response: Response) {
    const { name } = parseInput(routes.enhanced.params, params, 'path');
    return this.cache.send<RouteReply<typeof routes.enhanced>>(request, response, `tools/enhanced/${name.toLowerCase()}`, CATALOGUE_PROJECTION, () =>
      this.queries.execute(new GetEnhancedTool(name)),
    );
  }

  @Endpoint(routes.guide)
  guide(@Req() request: Request, @Res() response: Response) {
    return this.cache.sendRead(request, response, GUIDE_READ);
  }
}
