import { Controller, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { catalogueRoutes as routes } from '../../contract/catalogue.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { CATALOGUE_PROJECTION } from './catalogue.projection.js';
import { GetEnhancedTool } from './queries/get-enhanced-tool.js';
import { GetGuide } from './queries/get-guide.js';
import { ListTools } from './queries/list-tools.js';

/** The public directory and guide, served from memory while the catalogue read model stays the same. */
@Controller()
export class CatalogueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: ResponseCache,
  ) {}

  @Endpoint(routes.tools)
  tools(@Req() request: Request, @Res() response: Response) {
    return this.cache.send<RouteReply<typeof routes.tools>>(request, response, 'tools', CATALOGUE_PROJECTION, () => this.queries.execute(new ListTools()));
  }

  @Endpoint(routes.featured)
  featured(@Req() request: Request, @Res() response: Response) {
    return this.cache.send<RouteReply<typeof routes.featured>>(request, response, 'tools/featured', CATALOGUE_PROJECTION, () =>
      this.queries.execute(new ListTools(true)),
    );
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
    return this.cache.send<RouteReply<typeof routes.guide>>(request, response, 'guide', CATALOGUE_PROJECTION, () => this.queries.execute(new GetGuide()));
  }
}
