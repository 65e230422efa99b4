import { Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { catalogueRoutes as routes } from '../../contract/catalogue.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { CLOCK, type Clock } from '../../core/clock.js';
import { forbidden } from '../../core/errors/domain-errors.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { CATALOGUE_PROJECTION } from './catalogue.projection.js';
import { FEATURED_TOOLS_READ, GUIDE_READ, TOOLS_READ } from './catalogue.reads.js';
import { GetEnhancedTool } from './queries/get-enhanced-tool.js';
import { GuideDownload } from './guide-download.js';
import { GUIDE_DOWNLOAD } from '../../contract/catalogue.vocabulary.js';
import { SubscriberLinks } from '../subscribers/subscriber-links.js';

export const INVALID_GUIDE_LINK = 'This download link has expired or is not valid. Ask for the guide again on our home page and we will email you a new link.';

/** The public directory and guide, served from memory while the catalogue read model stays the same. */
@Controller()
export class CatalogueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: ResponseCache,
    private readonly guideDownloads: GuideDownload,
    private readonly links: SubscriberLinks,
    @Inject(CLOCK) private readonly clock: Clock,
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

  /** The emailed guide: the link's token is checked first, so a forged or expired link costs no rendering. */
  @Endpoint(routes.guideDownload)
  async guideDownload(@Query() query: unknown, @Res() response: Response) {
    const { token } = parseInput(routes.guideDownload.query, query, 'query');
    if (!this.links.allowsGuideDownload(token, this.clock.now())) throw forbidden(INVALID_GUIDE_LINK);
    const pdf = await this.guideDownloads.pdf();
    response
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${GUIDE_DOWNLOAD.fileName}"`,
        // The URL holds a personal token: never kept by a shared cache.
        'Cache-Control': 'private, no-store',
        'Content-Length': String(pdf.length),
      })
      .end(pdf);
  }
}
