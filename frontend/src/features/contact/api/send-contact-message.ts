import { useMutation } from '@tanstack/react-query';
import type { contactRoutes } from '@contract/contact.contract';
import type { RouteAnswer } from '@contract/define-route';
import { api } from '../../../lib/api-client';
import type { ContactMessage } from '../schemas/contact-form.schema';

export const sendContactMessage = (message: ContactMessage) => api.post<RouteAnswer<typeof contactRoutes.send>>('/api/contact', message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
