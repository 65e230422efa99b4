import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { emailCampaignRoutes, NewsItem } from '@contract/email-campaigns.contract';
import { api } from '../../../../lib/api-client';

export type { NewsItem };

/** News about the directory's tools, written by the AI (offline: a digest of the catalogue, said so in each item). */
export const analyzeNews = () => api.post<RouteAnswer<typeof emailCampaignRoutes.analyzeNews>>('/api/admin/analyze-news');

export const useAnalyzeNews = () => useMutation({ mutationFn: analyzeNews });
