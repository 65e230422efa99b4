import { useMutation } from '@tanstack/react-query';
import type { GeneratedImageAnswer, ImagePayload } from '@contract/blog.contract';
import { api } from '../../../../lib/api-client';

/** The image tester's call: a title and an optional description give previewUrl, imagePath and metadata (alt, title). */
export const generateImage = (input: ImagePayload) => api.post<GeneratedImageAnswer>('/api/test/generate-image', input);

export const useGenerateImage = () => useMutation({ mutationFn: generateImage });
