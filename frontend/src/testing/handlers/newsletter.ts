import { http, HttpResponse } from 'msw';

type SubscriberPayload = { email: string; frequency: string; interests: string[]; source: string };

/** Default answer for a signup: 201 with a subscriber and a preferences token. */
export const newsletterHandlers = [
  http.post('/api/subscribers', async ({ request }) => {
    const payload = (await request.json()) as SubscriberPayload;
    return HttpResponse.json(
      {
        subscriber: { id: 'subscriber-1', email: payload.email, frequency: payload.frequency, interests: payload.interests, customInterests: '', source: payload.source },
        token: 'signed-token',
      },
      { status: 201 },
    );
  }),
];
