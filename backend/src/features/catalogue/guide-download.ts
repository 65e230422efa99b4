import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { VersionedCache } from '../../core/http/versioned-cache.js';
import { GUIDE_READ } from './catalogue.reads.js';
import { renderGuidePdf } from './guide-pdf.js';

/**
 * The guide PDF, built once per version of the catalogue read model (the guide page's own data),
 * so repeated downloads cost no rendering.
 */
@Injectable()
export class GuideDownload {
  private readonly documents = new VersionedCache<Buffer>(1);

  constructor(
    private readonly cache: ResponseCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async pdf(): Promise<Buffer> {
    const { version, data } = await this.cache.read(GUIDE_READ);
    return this.documents.get('guide', version, () => renderGuidePdf(data, this.clock.now()));
  }
}
