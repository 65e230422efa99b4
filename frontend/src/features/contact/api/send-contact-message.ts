import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContactMessage } from '../schemas/contact-form.schema';

export const sendContactMessage = (message: ContactMessage) => api.post<{ id: string }>('/api/contact', message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
