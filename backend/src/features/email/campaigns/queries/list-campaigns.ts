import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadModels } from '../../../../core/projections/read-models.js';
import { CAMPAIGNS_COLLECTION, CAMPAIGNS_PROJECTION, type CampaignView } from '../campaigns.projection.js';

/** Every campaign, newest first, with its live counters (the Email Campaigns panel polls it for its progress bars). */
export class ListCampaigns extends Query<CampaignView[]> {
  constructor(readonly limit = 100) {
    super();
  }
}

@QueryHandler(ListCampaigns)
export class ListCampaignsHandler implements IQueryHandler<ListCampaigns> {
  constructor(private readonly readModels: ReadModels) {}

  execute({ limit }: ListCampaigns) {
    return this.readModels.find<CampaignView>(CAMPAIGNS_PROJECTION, CAMPAIGNS_COLLECTION, { sort: { field: 'startedAt', direction: 'desc' }, limit });
  }
}
