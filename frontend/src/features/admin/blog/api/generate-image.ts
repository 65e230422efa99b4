import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export type GenerateImageInput = { title: string; description?: string };

/** What POST /api/test/generate-image answers (operator-area.md section 3, Generated image). */
export type GeneratedImage = { previewUrl: string; imagePath: string; metadata: { alt: string; title: string } };

export const generateImage = (input: GenerateImageInput) => api.post<GeneratedImage>('/api/test/generate-image', input);

export const useGenerateImage = () => useMutation({ mutationFn: generateImage });
