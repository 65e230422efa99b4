import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AiWriterError } from './ai-errors.js';
import type { AiOperation, ToolListing } from './ai-writer.port.js';
import { OpenAiWriter, type OpenAiWriterOptions } from './openai-ai-writer.js';
import { answeringChat, CHAT_COMPLETIONS_URL, chatCompletion, failingChat, type CapturedChatRequest } from './testing/openai-chat.fixture.js';
import { sampleCatalogue, sampleListings } from './testing/tool-summaries.fixture.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options: OpenAiWriterOptions = { apiKey: 'sk-test-key', writerModel: 'gpt-3.5-turbo', analystModel: 'gpt-4o', timeoutMs: 2_000 };
// The SDK captures fetch when a client is built, so writers are built after msw has patched it.
let writer: OpenAiWriter;
beforeAll(() => {
  writer = new OpenAiWriter(options);
});

const blogAnswer = {
  title: 'Podcast Editing with AI',
  category: 'Tutorial',
  excerpt: 'Edit faster with transcript-based tools.',
  content: `## Why it matters\n\n${'Descript lets you edit audio by editing text. '.repeat(10).trim()}`,
};

const enhancementFor = (tool: ToolListing) => ({ id: tool.id, rating: 4.56, reviewCount: 120, pros: ['Fast'], features: ['Feature'], useCases: ['Use'] });

const captureFailure = async (promise: Promise<unknown>): Promise<AiWriterError> => {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(AiWriterError);
  return error as AiWriterError;
};

describe('OpenAiWriter', () => {
  it('describes each operation with the model that answers it: the analyst model for news, the writer model otherwise', () => {
    const models = (['generateBlogPost', 'enhanceTools', 'writeEmail', 'analyzeNews', 'generateImage'] as const).map((operation) => [operation, writer.describe(operation)]);
    expect(Object.fromEntries(models)).toEqual({
      generateBlogPost: { writer: 'openai', model: 'gpt-3.5-turbo' },
      enhanceTools: { writer: 'openai', model: 'gpt-3.5-turbo' },
      writeEmail: { writer: 'openai', model: 'gpt-3.5-turbo' },
      analyzeNews: { writer: 'openai', model: 'gpt-4o' },
      generateImage: { writer: 'openai', model: 'gpt-3.5-turbo' },
    });
  });

  it('generates a blog post with the writer model, in JSON mode, from the catalogue and topic', async () => {
    const captured: CapturedChatRequest[] = [];
    server.use(answeringChat([blogAnswer], captured));
    const post = await writer.generateBlogPost({ topic: 'podcast editing', catalogue: sampleCatalogue, existingTitles: ['An Older Post'] });
    expect(post).toEqual(blogAnswer);
    expect(captured).toHaveLength(1);
    const [request] = captured;
    expect(request?.model).toBe('gpt-3.5-turbo');
    expect(request?.response_format).toEqual({ type: 'json_object' });
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request?.messages[0]?.content).toContain('JSON');
    expect(request?.messages[1]?.content).toContain('Topic chosen by the editor: podcast editing');
    expect(request?.messages[1]?.content).toContain('Descript (id: descript');
    expect(request?.messages[1]?.content).toContain('- An Older Post');
  });

  it('analyses news with the analyst model and the given date', async () => {
    const captured: CapturedChatRequest[] = [];
    const newsItems = [{ headline: 'A headline', summary: 'A summary.', category: 'Product update' }];
    server.use(answeringChat([{ newsItems }], captured));
    expect(await writer.analyzeNews({ tools: sampleCatalogue, now: new Date('2025-06-02T08:00:00Z') })).toEqual(newsItems);
    expect(captured[0]?.model).toBe('gpt-4o');
    expect(captured[0]?.messages[1]?.content).toContain('Today is 2025-06-02.');
  });

  it('enhances tools in batches of ten and returns them in input order with ratings rounded', async () => {
    const captured: CapturedChatRequest[] = [];
    const firstBatch = sampleListings.slice(0, 10).map(enhancementFor).reverse();
    const secondBatch = sampleListings.slice(10).map(enhancementFor);
    server.use(answeringChat([{ tools: firstBatch }, { tools: secondBatch }], captured));
    const enhancements = await writer.enhanceTools(sampleListings);
    expect(captured).toHaveLength(2);
    expect(enhancements.map((enhancement) => enhancement.id)).toEqual(sampleListings.map((tool) => tool.id));
    expect(enhancements[0]?.rating).toBe(4.6);
    // The model is shown what the directory lists today, so it corrects rather than invents.
    expect(captured[0]?.messages[1]?.content).toContain('listed: rating 4.1 from 1000 reviews; pros: ChatGPT pro one; ChatGPT pro two');
  });

  it('writes an email and renders the model art direction into an SVG cover', async () => {
    const captured: CapturedChatRequest[] = [];
    const email = { subject: 'Your weekly AI round-up', content: 'Hi there,\n\nHere are the tools picked for your interest in finance this week. The AI Navigator team' };
    // A model that still answers a subtitle is heard; the cover holds no text all the same.
    const direction = { alt: 'A violet cover with orbits', subtitle: 'A short guide', colourFrom: '#4338ca', colourTo: '#be123c', motif: 'orbits' };
    server.use(answeringChat([email, direction], captured));
    expect(await writer.writeEmail({ frequency: 'weekly', interests: ['finance'], customInterests: 'stock market', tools: sampleCatalogue })).toEqual(email);
    expect(captured[0]?.messages[1]?.content).toContain("In the reader's own words: stock market");
    // The signup forms promise practical tips every week: the model is asked for one.
    expect(captured[0]?.messages[0]?.content).toContain('end with one practical tip');
    const image = await writer.generateImage({ title: 'AI for Finance' });
    expect(image).toMatchObject({ alt: 'A violet cover with orbits', title: 'AI for Finance' });
    expect(image.svg).toContain('#4338ca');
    expect(image.svg).toContain('<ellipse');
    expect(image.svg).not.toMatch(/<text\b/);
    expect(image.svg).not.toContain('AI for Finance');
    expect(image.svg).not.toContain('A short guide');
  });

  describe('unusable answers', () => {
    it('rejects an answer that is not JSON', async () => {
      server.use(answeringChat(['Sure! Here is your post: ...'], []));
      const error = await captureFailure(writer.generateBlogPost({ catalogue: sampleCatalogue, existingTitles: [] }));
      expect(error).toMatchObject({ kind: 'upstream', failure: 'malformed_output', operation: 'generateBlogPost' });
      expect(error.message).toBe('Failed to generate blog post. The AI answer could not be used: it was not valid JSON.');
    });

    it('rejects JSON that does not match the expected shape', async () => {
      server.use(answeringChat([{ ...blogAnswer, category: 'Opinion' }], []));
      const error = await captureFailure(writer.generateBlogPost({ catalogue: sampleCatalogue, existingTitles: [] }));
      expect(error.failure).toBe('malformed_output');
      expect(error.message).toContain('did not have the expected shape (category:');
    });

    it('rejects an email whose subject is more than one line: it could not be a mail subject', async () => {
      const content = 'Hi there,\n\nHere are the tools picked for your interest in finance this week. The AI Navigator team';
      server.use(answeringChat([{ subject: 'Your weekly\nAI round-up', content }], []));
      const error = await captureFailure(writer.writeEmail({ frequency: 'weekly', interests: ['finance'], tools: sampleCatalogue }));
      expect(error.failure).toBe('malformed_output');
      expect(error.message).toContain('subject: must be one line');
    });

    it('rejects an enhancement answer that leaves tools out', async () => {
      server.use(answeringChat([{ tools: sampleListings.slice(0, 2).map(enhancementFor) }], []));
      const error = await captureFailure(writer.enhanceTools(sampleListings.slice(0, 3)));
      expect(error.message).toBe('Failed to enhance tools data. The AI answer could not be used: the answer left out 1 of 3 tools.');
    });

    it('rejects a blog post that reuses a published title', async () => {
      server.use(answeringChat([blogAnswer], []));
      const error = await captureFailure(writer.generateBlogPost({ catalogue: sampleCatalogue, existingTitles: ['podcast editing with AI'] }));
      expect(error.message).toContain('the model reused an existing title');
    });

    it('rejects an answer cut off at the length limit', async () => {
      server.use(http.post(CHAT_COMPLETIONS_URL, () => HttpResponse.json(chatCompletion('{"subject": "Hi', 'gpt-3.5-turbo', 'length'))));
      const error = await captureFailure(writer.writeEmail({ frequency: 'daily', interests: [], tools: sampleCatalogue }));
      expect(error.message).toContain('cut off at the length limit');
    });
  });

  describe('API failures', () => {
    it('maps a refused key (401) to the spec message for tool enhancement', async () => {
      server.use(failingChat(401, 'invalid_api_key', 'Incorrect API key provided'));
      const error = await captureFailure(writer.enhanceTools(sampleListings));
      expect(error.message).toBe('Failed to enhance tools data. Please check OpenAI API key.');
      expect(error).toMatchObject({ kind: 'upstream', failure: 'key_rejected' });
    });

    it('fails with the key message without calling OpenAI when the key is blank', async () => {
      const error = await captureFailure(new OpenAiWriter({ ...options, apiKey: ' ' }).analyzeNews({ tools: sampleCatalogue, now: new Date() }));
      expect(error.message).toBe('Failed to analyze news. Please check OpenAI API key.');
    });

    it('maps 429 to rate_limited, telling a used-up quota apart', async () => {
      server.use(failingChat(429, 'rate_limit_exceeded', 'Rate limit reached'));
      const limited = await captureFailure(writer.writeEmail({ frequency: 'daily', interests: [], tools: sampleCatalogue }));
      expect(limited).toMatchObject({ kind: 'rate_limited', failure: 'rate_limited' });
      expect(limited.message).toBe('Failed to write the email. OpenAI is rate limiting requests; please try again in a minute.');
      server.use(failingChat(429, 'insufficient_quota', 'You exceeded your current quota'));
      const quota = await captureFailure(writer.writeEmail({ frequency: 'daily', interests: [], tools: sampleCatalogue }));
      expect(quota.message).toContain('quota for this key is used up');
    });

    it('maps server errors to unavailable, without retrying', async () => {
      let requests = 0;
      server.use(http.post(CHAT_COMPLETIONS_URL, () => {
        requests += 1;
        return HttpResponse.json({ error: { message: 'The server is overloaded', type: 'server_error', param: null, code: null } }, { status: 503 });
      }));
      const error = await captureFailure(writer.generateImage({ title: 'A title' }));
      expect(error).toMatchObject({ kind: 'upstream', failure: 'unavailable' });
      expect(requests).toBe(1);
    });

    it('maps a network failure before the timeout to unavailable', async () => {
      server.use(http.post(CHAT_COMPLETIONS_URL, () => HttpResponse.error()));
      const error = await captureFailure(writer.analyzeNews({ tools: sampleCatalogue, now: new Date('2025-06-02T08:00:00Z') }));
      expect(error.message).toBe('Failed to analyze news. OpenAI could not be reached; please try again later.');
    });

    it('gives up after the configured timeout with a clear message', async () => {
      server.use(http.post(CHAT_COMPLETIONS_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }));
      const quickWriter = new OpenAiWriter({ ...options, timeoutMs: 150 });
      const started = performance.now();
      const error = await captureFailure(quickWriter.generateBlogPost({ catalogue: sampleCatalogue, existingTitles: [] }));
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(error).toMatchObject({ kind: 'upstream', failure: 'timeout' });
      expect(error.message).toBe('Failed to generate blog post. OpenAI did not answer within 150 ms; please try again.');
    });
  });

  /**
   * The same three checks for each of the five capabilities: a good answer is used, a malformed one
   * becomes malformed_output naming the operation, and an HTTP error from the API is mapped.
   */
  describe('every capability', () => {
    type Capability = {
      operation: AiOperation;
      call: (subject: OpenAiWriter) => Promise<unknown>;
      answer: Record<string, unknown>;
      expected: (result: unknown) => void;
      malformed: { answer: Record<string, unknown> | string; reason: string };
      httpError: { status: number; code: string; failure: string; message: string };
    };
    const newsItems = [{ headline: 'A headline', summary: 'A summary.', category: 'Product update' }];
    const direction = { alt: 'An orange cover with sparks', colourFrom: '#c2410c', colourTo: '#be123c', motif: 'sparks' };
    const email = { subject: 'Your daily AI brief', content: 'Hi there,\n\nToday we look at Zapier and how it connects your apps with AI steps. The AI Navigator team' };
    const capabilities: Capability[] = [
      {
        operation: 'generateBlogPost',
        call: (subject) => subject.generateBlogPost({ catalogue: sampleCatalogue, existingTitles: [] }),
        answer: blogAnswer,
        expected: (result) => expect(result).toEqual(blogAnswer),
        malformed: { answer: { ...blogAnswer, content: 'Too short.' }, reason: 'did not have the expected shape (content:' },
        httpError: { status: 400, code: 'invalid_request_error', failure: 'request_rejected', message: 'OpenAI rejected the request (HTTP 400); check the configured model names.' },
      },
      {
        operation: 'enhanceTools',
        call: (subject) => subject.enhanceTools(sampleListings.slice(0, 2)),
        answer: { tools: sampleListings.slice(0, 2).map(enhancementFor) },
        expected: (result) => expect((result as Array<{ id: string }>).map((enhancement) => enhancement.id)).toEqual(['chatgpt', 'jasper']),
        malformed: { answer: { tools: [{ ...enhancementFor(sampleListings[0]!), rating: 'great' }, enhancementFor(sampleListings[1]!)] }, reason: 'did not have the expected shape (tools.0.rating:' },
        httpError: { status: 401, code: 'invalid_api_key', failure: 'key_rejected', message: 'Please check OpenAI API key.' },
      },
      {
        operation: 'writeEmail',
        call: (subject) => subject.writeEmail({ frequency: 'daily', interests: ['automation'], tools: sampleCatalogue }),
        answer: email,
        expected: (result) => expect(result).toEqual(email),
        malformed: { answer: { subject: 'No content' }, reason: 'did not have the expected shape (content:' },
        httpError: { status: 429, code: 'rate_limit_exceeded', failure: 'rate_limited', message: 'OpenAI is rate limiting requests; please try again in a minute.' },
      },
      {
        operation: 'analyzeNews',
        call: (subject) => subject.analyzeNews({ tools: sampleCatalogue, now: new Date('2025-06-02T08:00:00Z') }),
        answer: { newsItems },
        expected: (result) => expect(result).toEqual(newsItems),
        malformed: { answer: { newsItems: [{ headline: 'Only a headline' }] }, reason: 'did not have the expected shape (newsItems.0.summary:' },
        httpError: { status: 404, code: 'model_not_found', failure: 'request_rejected', message: 'OpenAI rejected the request (HTTP 404); check the configured model names.' },
      },
      {
        operation: 'generateImage',
        call: (subject) => subject.generateImage({ title: 'AI for Bakers', description: 'Recipes and rotas' }),
        answer: direction,
        expected: (result) => expect(result).toMatchObject({ alt: direction.alt, title: 'AI for Bakers', svg: expect.stringContaining('#c2410c') }),
        malformed: { answer: { ...direction, motif: 'dragons', colourFrom: 'orange' }, reason: 'did not have the expected shape (' },
        httpError: { status: 500, code: 'server_error', failure: 'unavailable', message: 'OpenAI could not be reached; please try again later.' },
      },
    ];

    it.each(capabilities)('$operation uses a valid answer from the model it describes', async ({ operation, call, answer, expected }) => {
      const captured: CapturedChatRequest[] = [];
      server.use(answeringChat([answer], captured));
      expected(await call(writer));
      expect(captured.map((request) => request.model)).toEqual([writer.describe(operation).model]);
    });

    it.each(capabilities)('$operation refuses a malformed answer', async ({ operation, call, malformed }) => {
      server.use(answeringChat([malformed.answer], []));
      const error = await captureFailure(call(writer));
      expect(error).toMatchObject({ kind: 'upstream', failure: 'malformed_output', operation });
      expect(error.message).toContain(malformed.reason);
    });

    it.each(capabilities)('$operation maps an HTTP error from the API', async ({ operation, call, httpError }) => {
      server.use(failingChat(httpError.status, httpError.code, 'Refused by the test server'));
      const error = await captureFailure(call(writer));
      expect(error).toMatchObject({ failure: httpError.failure, operation });
      expect(error.message.endsWith(httpError.message)).toBe(true);
    });
  });
});
