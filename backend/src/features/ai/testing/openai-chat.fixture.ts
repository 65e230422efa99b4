import { http, HttpResponse, type JsonBodyType } from 'msw';

export const CHAT_COMPLETIONS_URL = 'https://api.openai.com/v1/chat/completions';

export type CapturedChatRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
  authorization: string | null;
};

/** A chat completion as the API returns it, with the given assistant content. */
export const chatCompletion = (content: string, model = 'gpt-3.5-turbo', finishReason: 'stop' | 'length' = 'stop') => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_700_000_000,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason, logprobs: null }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

/** Answers each request with the next content from `answers` (JSON objects are serialised), recording what was sent. */
export const answeringChat = (answers: Array<JsonBodyType | string>, captured: CapturedChatRequest[]) =>
  http.post(CHAT_COMPLETIONS_URL, async ({ request }) => {
    const body = (await request.json()) as Omit<CapturedChatRequest, 'authorization'>;
    captured.push({ ...body, authorization: request.headers.get('authorization') });
    const answer = answers[captured.length - 1] ?? answers[answers.length - 1];
    return HttpResponse.json(chatCompletion(typeof answer === 'string' ? answer : JSON.stringify(answer), body.model));
  });

/** An API error in OpenAI's error envelope. */
export const failingChat = (status: number, code: string, message: string) =>
  http.post(CHAT_COMPLETIONS_URL, () => HttpResponse.json({ error: { message, type: code, param: null, code } }, { status }));
