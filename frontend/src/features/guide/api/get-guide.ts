import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Guide } from '@contract/catalogue.contract';

const GUIDE_URL = '/api/guide';

export const getGuide = (): Promise<Guide> => api.get<Guide>(GUIDE_URL);

export const guideQueryOptions = () => queryOptions({ queryKey: [GUIDE_URL], queryFn: getGuide });

export const useGuide = () => useQuery(guideQueryOptions());
