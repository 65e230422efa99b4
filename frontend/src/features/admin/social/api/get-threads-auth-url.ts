import { useMutation } from '@tanstack/react-query';
import type { ThreadsAuthorization } from '@contract/social.contract';
import { api } from '../../../../lib/api-client';

/** Asked when the admin clicks Generate (a mutation, not a cached query: each click asks the server again). */
export const getThreadsAuthUrl = () => api.get<ThreadsAuthorization>('/api/threads/auth-url');

export const useThreadsAuthUrl = () => useMutation({ mutationFn: getThreadsAuthUrl });
