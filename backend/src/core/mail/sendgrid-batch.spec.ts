import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MailDeliveryError } from './mail-delivery-error.js';
import { MailRenderError } from './mail-render-error.js';
import type { MailBatch } from './mailer.port.js';
import { SendGridMailer } from './sendgrid-mailer.js';

const SEND_URL = 'https://api.sendgrid.com/v3/mail/send';
const ACTIVITY_URL = 'https://api.sendgrid.com/v3/messages';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type SendGridBody = {
  from: unknown;
  reply_to?: unknown;
  subject: string;
  content: Array<{ type: string; value: string }>;
  personalizations: Array<{ to: Array<{ email: string }>; substitutions: Record<string, string>; headers?: Record<string, string>; custom_args?: Record<string, string> }>;
  headers?: Record<string, string>;
  custom_args: Record<string, string>;
  categories: string[];
};

/** Answers each request with the next status of the script (the last one repeats), recording what was sent. */
const scriptedSendGrid = (statuses: Array<number | 'lost'>, headers: Record<string, string> = {}) => {
  const bodies: SendGridBody[] = [];
  server.use(
    http.post(SEND_URL, async ({ request }) => {
      bodies.push((await request.json()) as SendGridBody);
      const status = statuses[Math.min(bodies.length - 1, statuses.length - 1)]!;
      if (status === 'lost') return HttpResponse.error();
      return status === 202
        ? new HttpResponse(null, { status, headers: { 'x-message-id': `sg-${bodies.length}` } })
        : HttpResponse.json({ errors: [{ message: `status ${status} for ada@example.com` }] }, { status, headers });
    }),
  );
  return bodies;
};

const recipients = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    to: `reader${index}@example.com`,
    key: `campaign-c1-s${index}`,
    substitutions: { '{{unsubscribe_url}}': `https://ai-navigator.example/unsubscribe?token=t${index}` },
    headers: { 'List-Unsubscribe': `<https://ai-navigator.example/unsubscribe?token=t${index}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    tags: { subscriber_id: `s${index}` },
  }));

const batch = (count: number): MailBatch => ({
  batchKey: 'c1.b0',
  subject: 'This week in AI tools',
  text: 'Hello\nUnsubscribe: {{unsubscribe_url}}',
  html: '<p>Hello</p><a href="{{unsubscribe_url}}">Unsubscribe</a>',
  category: 'newsletter',
  headers: { 'X-Campaign-Id': 'c1' },
  tags: { campaign_id: 'c1' },
  recipients: recipients(count),
});

const setUp = ({ replyTo }: { replyTo?: string } = {}) => {
  const waits: number[] = [];
  const mailer = new SendGridMailer('SG.test-key', 'AI Navigator <hello@ai-navigator.example>', {
    ...(replyTo === undefined ? {} : { replyTo }),
    wait: async (milliseconds) => {
      waits.push(milliseconds);
    },
    now: () => new Date('2025-06-02T08:00:00Z'),
  });
  return { mailer, waits };
};

const failureOf = async (promise: Promise<unknown>): Promise<MailDeliveryError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MailDeliveryError) return error;
    throw error;
  }
  throw new Error('expected the batch to fail');
};

describe('SendGridMailer.sendBatch', () => {
  it('sends a whole batch as one request with one personalization per recipient', async () => {
    const bodies = scriptedSendGrid([202]);
    const { mailer } = setUp();
    const result = await mailer.sendBatch(batch(1000));
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body!.personalizations).toHaveLength(1000);
    expect(body!.personalizations[7]).toEqual({
      to: [{ email: 'reader7@example.com' }],
      substitutions: { '{{unsubscribe_url}}': 'https://ai-navigator.example/unsubscribe?token=t7' },
      headers: { 'List-Unsubscribe': '<https://ai-navigator.example/unsubscribe?token=t7>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      custom_args: { subscriber_id: 's7' },
    });
    expect(body).toMatchObject({
      from: { email: 'hello@ai-navigator.example', name: 'AI Navigator' },
      subject: 'This week in AI tools',
      headers: { 'X-Campaign-Id': 'c1' },
      custom_args: { campaign_id: 'c1', batch_key: 'c1.b0' },
      categories: ['newsletter'],
    });
    expect(body!.content.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(result).toEqual({ transport: 'sendgrid', reference: 'sg-1', recipients: recipients(1000).map(({ key }) => ({ key, outcome: 'sent' })) });
  });

  it("puts the reply address in the batch's request when one is set", async () => {
    const bodies = scriptedSendGrid([202, 202]);
    await setUp({ replyTo: 'Contact <contact@ai-navigator.example>' }).mailer.sendBatch(batch(2));
    await setUp().mailer.sendBatch(batch(2));
    expect(bodies[0]!.reply_to).toEqual({ email: 'contact@ai-navigator.example', name: 'Contact' });
    expect(bodies[1]).not.toHaveProperty('reply_to');
  });

  it('refuses more recipients than one request may carry', async () => {
    const bodies = scriptedSendGrid([202]);
    await expect(setUp().mailer.sendBatch(batch(1001))).rejects.toThrow('1 to 1000 recipients');
    expect(bodies).toHaveLength(0);
  });

  it('refuses a batch whose subject has a line break, as the outbox does, without asking SendGrid', async () => {
    const bodies = scriptedSendGrid([202]);
    const failure = setUp().mailer.sendBatch({ ...batch(2), subject: 'line1\nline2' });
    await expect(failure).rejects.toBeInstanceOf(MailRenderError);
    await expect(failure).rejects.toThrow('Mail header Subject must be a single line');
    await expect(setUp().mailer.send({ to: 'ada@example.com', subject: 'a\rb', text: 'x', category: 'admin-single' })).rejects.toBeInstanceOf(MailRenderError);
    expect(bodies).toHaveLength(0);
  });

  it('waits as a 429 asks (Retry-After) and sends again', async () => {
    const bodies = scriptedSendGrid([429, 202], { 'Retry-After': '7' });
    const { mailer, waits } = setUp();
    await mailer.sendBatch(batch(3));
    expect(bodies).toHaveLength(2);
    expect(waits).toEqual([7000]);
  });

  it('honours X-RateLimit-Reset when a 429 has no Retry-After', async () => {
    const reset = String(Date.parse('2025-06-02T08:00:04Z') / 1000);
    scriptedSendGrid([429, 202], { 'X-RateLimit-Reset': reset });
    const { mailer, waits } = setUp();
    await mailer.sendBatch(batch(1));
    expect(waits).toEqual([4000]);
  });

  it('retries 5xx answers with growing waits', async () => {
    const bodies = scriptedSendGrid([500, 503, 202]);
    const { mailer, waits } = setUp();
    await mailer.sendBatch(batch(2));
    expect(bodies).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after five attempts and says SendGrid is unavailable', async () => {
    const bodies = scriptedSendGrid([503]);
    const { mailer, waits } = setUp();
    const failure = await failureOf(mailer.sendBatch(batch(2)));
    expect(failure.failure).toBe('upstream_unavailable');
    expect(bodies).toHaveLength(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never retries a rejected message, and keeps addresses out of the error', async () => {
    const bodies = scriptedSendGrid([400]);
    const failure = await failureOf(setUp().mailer.sendBatch(batch(2)));
    expect(failure.failure).toBe('rejected_message');
    expect(failure.message).not.toContain('ada@example.com');
    expect(bodies).toHaveLength(1);
  });

  it('reports a lost answer as an unknown outcome and does not send the batch again', async () => {
    const bodies = scriptedSendGrid(['lost', 202]);
    const { mailer, waits } = setUp();
    const failure = await failureOf(mailer.sendBatch(batch(2)));
    expect(failure.failure).toBe('outcome_unknown');
    expect(bodies).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(JSON.stringify(failure)).not.toContain('reader0@example.com');
  });
});

describe('SendGridMailer.lookUpBatch', () => {
  const activity = (status: number, body: object) => {
    const queries: Array<string | null> = [];
    server.use(
      http.get(ACTIVITY_URL, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('query'));
        return HttpResponse.json(body, { status });
      }),
    );
    return queries;
  };

  it('finds an accepted batch by its key in the Email Activity API', async () => {
    const queries = activity(200, { messages: [{ msg_id: 'm1', status: 'delivered' }] });
    expect(await setUp().mailer.lookUpBatch('c1.b0')).toMatchObject({ outcome: 'accepted' });
    expect(queries).toEqual([`unique_args['batch_key']="c1.b0"`]);
  });

  it('answers not_found when SendGrid holds no message of the batch', async () => {
    activity(200, { messages: [] });
    expect(await setUp().mailer.lookUpBatch('c1.b0')).toMatchObject({ outcome: 'not_found' });
  });

  it('answers unknown, never a guess, when the activity API is not available to the key', async () => {
    activity(403, { errors: [{ message: 'access forbidden' }] });
    expect(await setUp().mailer.lookUpBatch('c1.b0')).toEqual({ outcome: 'unknown', detail: expect.stringContaining('HTTP 403') });
  });
});
