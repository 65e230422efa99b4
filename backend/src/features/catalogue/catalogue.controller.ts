import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { ResponseCache } from '../../core/http/response-cache.js';
import { parseInput } from '../../core/http/parse-input.js';
import { CATALOGUE_PROJECTION } from './catalogue.projection.js';
import { FEATURED_TOOLS_READ, GUIDE_READ, TOOLS_READ } from './catalogue.reads.js';
import { toolNameSchema } from './catalogue.requests.js';
import { GetEnhancedTool } from './queries/get-enhanced-tool.js';

/** The public directory and guide, served from memory while the catalogue read model stays the same. */
@Controller('api')
export class CatalogueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: ResponseCache,
  ) {}

  @Get('tools')
  tools(@Req() request: Request, @Res() response: Response) {
    return this.cache.sendRead(request, response, TOOLS_READ);
  }

  @Get('tools/featured')
  featured(@Req() request: Request, @Res() response: Response) {
    return this.cache.sendRead(request, response, FEATURED_TOOLS_READ);
  }

  /**
   * Cached per lower-cased name: an unknown name throws before anything is cached, so the entries
   * stay bounded by the tools listed (a name and an id each).
   */
  @Get('tools/:name/enhanced')
  enhanced(@Param('name') name: string, @Req() request: Request, @Res() response: Response) {
    const wanted = parseInput(toolNameSchema, name, 'name');
    return this.cache.send(request, response, `tools/enhanced/${wanted.toLowerCase()}`, CATALOGUE_PROJECTION, () => this.queries.execute(new GetEnhancedTool(wanted)));
  }

  @Get('guide')
  guide(@Req() request: Request, @Res() response: Response) {
    return this.cache.sendRead(request, response, GUIDE_READ);
  }
}
