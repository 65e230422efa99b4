import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DomainError } from '../errors/domain-errors.js';
import { MailDeliveryError } from './mail-delivery-error.js';
import { SendGridMailer } from './sendgrid-mailer.js';

const SEND_URL = 'https://api.sendgrid.com/v3/mail/send';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type CapturedRequest = { authorization: string | null; body: unknown };

const answerWith = (status: number, body?: object, headers: Record<string, string> = {}) => {
  const captured: CapturedRequest[] = [];
  server.use(
    http.post(SEND_URL, async ({ request }) => {
      captured.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      return body === undefined ? new HttpResponse(null, { status, headers }) : HttpResponse.json(body, { status, headers });
    }),
  );
  return captured;
};

const message = {
  to: 'ada@example.com',
  subject: 'Votre guide ☕',
  text: 'Bonjour Ada',
  html: '<p>Bonjour Ada</p>',
  category: 'lead-magnet-guide',
};
const mailer = () => new SendGridMailer('SG.test-key', 'AI Navigator <hello@ai-navigator.example>');

const rejectionOf = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the send to fail');
};

describe('SendGridMailer', () => {
  it('posts the message to the v3 API with the API key and returns SendGrid\'s message id', async () => {
    const captured = answerWith(202, undefined, { 'x-message-id': 'sg-message-42' });
    const result = await mailer().send(message);
    expect(result).toEqual({ delivered: true, transport: 'sendgrid', reference: 'sg-message-42' });
    expect(captured).toHaveLength(1);
    expect(captured[0]!.authorization).toBe('Bearer SG.test-key');
    expect(captured[0]!.body).toMatchObject({
      from: { email: 'hello@ai-navigator.example', name: 'AI Navigator' },
      subject: 'Votre guide ☕',
      personalizations: [{ to: [{ email: 'ada@example.com' }] }],
      content: [
        { type: 'text/plain', value: 'Bonjour Ada' },
        { type: 'text/html', value: '<p>Bonjour Ada</p>' },
      ],
      categories: ['lead-magnet-guide'],
    });
  });

  it('asks for answers at the reply address when one is set, and not otherwise', async () => {
    const captured = answerWith(202);
    await new SendGridMailer('SG.test-key', 'AI Navigator <hello@ai-navigator.example>', { replyTo: 'contact@ai-navigator.example' }).send(message);
    await mailer().send(message);
    expect((captured[0]!.body as { reply_to?: unknown }).reply_to).toEqual({ email: 'contact@ai-navigator.example' });
    expect(captured[1]!.body).not.toHaveProperty('reply_to');
  });

  it('sends text only when there is no html', async () => {
    const captured = answerWith(202);
    const { html: _html, ...textOnly } = message;
    await mailer().send(textOnly);
    expect((captured[0]!.body as { content: unknown[] }).content).toEqual([{ type: 'text/plain', value: 'Bonjour Ada' }]);
  });

  it.each([401, 403])('reports a rejected API key on HTTP %i', async (status) => {
    answerWith(status, { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked' }] });
    const error = await rejectionOf(mailer().send(message));
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error.message).toBe('SendGrid rejected the API key');
    expect((error as MailDeliveryError).failure).toBe('rejected_api_key');
  });

  it('reports rate limiting as a rate_limited domain error', async () => {
    answerWith(429, { errors: [{ message: 'too many requests' }] });
    const error = await rejectionOf(mailer().send(message));
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('rate_limited');
  });

  it('reports a server error as SendGrid being unavailable', async () => {
    answerWith(500, { errors: [{ message: 'internal error' }] });
    const error = await rejectionOf(mailer().send(message));
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).failure).toBe('upstream_unavailable');
    expect((error as MailDeliveryError).status).toBe(500);
    expect(error.message).toContain('unavailable');
  });

  it('reports a rejected message with SendGrid\'s reasons but without the recipient', async () => {
    answerWith(400, { errors: [{ message: 'Invalid address ada@example.com', field: 'personalizations.0.to' }] });
    const error = await rejectionOf(mailer().send(message));
    expect((error as MailDeliveryError).failure).toBe('rejected_message');
    expect(error.message).toContain('Invalid address [address]');
    expect(error.message).not.toContain('ada@example.com');
  });

  it('reports an unreachable SendGrid without leaking the request', async () => {
    server.use(http.post(SEND_URL, () => HttpResponse.error()));
    const error = await rejectionOf(mailer().send(message));
    expect((error as MailDeliveryError).failure).toBe('upstream_unavailable');
    expect(error.message).toMatch(/^SendGrid could not be reached/);
    expect(JSON.stringify(error)).not.toContain('ada@example.com');
    expect(error.cause).toBeUndefined();
  });

  it('refuses an empty API key', () => {
    expect(() => new SendGridMailer('  ', 'hello@ai-navigator.example')).toThrow('API key');
  });
});
