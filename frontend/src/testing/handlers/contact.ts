import { http, HttpResponse } from 'msw';

/** Default answer for the public contact form: stored, 201 with the new message id. */
export const contactHandlers = [http.post('/api/contact', () => HttpResponse.json({ id: 'contact-message-1' }, { status: 201 }))];
