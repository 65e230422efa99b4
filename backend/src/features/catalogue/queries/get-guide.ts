import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../core/errors/domain-errors.js';
import { ReadModels } from '../../../core/projections/read-models.js';
import { CATALOGUE_PROJECTION, GUIDE, GUIDE_ID, type GuideView } from '../catalogue.projection.js';

export type Guide = Omit<GuideView, 'id'>;

/** The AI guide page: its intro and categories. */
export class GetGuide extends Query<Guide> {}

@QueryHandler(GetGuide)
export class GetGuideHandler implements IQueryHandler<GetGuide> {
  constructor(private readonly readModels: ReadModels) {}

  async execute(): Promise<Guide> {
    const guide = await this.readModels.get<GuideView>(CATALOGUE_PROJECTION, GUIDE, GUIDE_ID);
    if (!guide) throw notFound('The guide is not published yet');
    return { intro: guide.intro, categories: guide.categories };
  }
}
