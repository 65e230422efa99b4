import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ResponseCache } from '../../core/http/response-cache.js';
import { CATALOGUE_PROJECTION } from './catalogue.projection.js';
import { CatalogueService } from './catalogue.service.js';

/** The public directory and guide, served from memory while the catalogue read model stays the same. */
@Controller('api')
export class CatalogueController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly cache: ResponseCache,
  ) {}

  @Get('tools')
  tools(@Req() request: Request, @Res() response: Response) {
    return this.cache.send(request, response, 'tools', CATALOGUE_PROJECTION, () => this.catalogue.tools());
  }

  @Get('tools/featured')
  featured(@Req() request: Request, @Res() response: Response) {
    return this.cache.send(request, response, 'tools/featured', CATALOGUE_PROJECTION, () => this.catalogue.featured());
  }

  @Get('tools/:name/enhanced')
  enhanced(@Param('name') name: string) {
    return this.catalogue.enhanced(name);
  }

  @Get('guide')
  guide(@Req() request: Request, @Res() response: Response) {
    return this.cache.send(request, response, 'guide', CATALOGUE_PROJECTION, () => this.catalogue.guide());
  }
}
