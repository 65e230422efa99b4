import { http, HttpResponse } from 'msw';
import { server } from './server';

export type SignupBody = Record<string, unknown>;

const created = () => HttpResponse.json({ subscriber: {}, token: 'signed-token' }, { status: 201 });

/**
 * Answers POST /api/subscribers with `answer` (a 201 by default) and records every body sent to it:
 * the returned list fills as the test runs, so a test can assert what a form sent, or that it sent nothing.
 */
export const recordSignups = (answer: () => Response | Promise<Response> = created): SignupBody[] => {
  const sent: SignupBody[] = [];
  server.use(
    http.post('/api/subscribers', async ({ request }) => {
      sent.push((await request.json()) as SignupBody);
      return answer();
    }),
  );
  return sent;
};
