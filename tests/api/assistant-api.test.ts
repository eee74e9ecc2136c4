import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { assistantReplySchema } from '../../shared/assistant/assistant-contract';
import { ContentSeedService } from '../../api/src/content/content-seed.service';
import { createTestApp, type TestApp } from '../harness/test-app';
import { newClientAddress } from './rate-limit-fixtures';
import { setFlag } from './feature-flags-fixtures';
import { FLAG_MESSAGES } from '../../shared/flags/feature-flags';
import { FLAG_KEYS } from '../../shared/flags/known-flags';

const PATH = '/api/public/assistant/answer';
const LIMIT = 4;
/**
 * The model's time budget: the silent double waits it out once, and on a loaded machine a local
 * answer must still come well inside it (300 ms was missed under a parallel CI run).
 */
const LLM_TIMEOUT_MS = 2_000;

type DoubleMode = 'rephrase' | 'error' | 'silent';

/** The part of a chat-completions request the double reads back. */
interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/**
 * A local stand-in for an OpenAI-compatible API: answers POST /v1/chat/completions as the real
 * protocol does, fails with 500, or never answers (for the timeout). Records what it was sent.
 */
function startChatCompletionsDouble() {
  const state = {
    mode: 'rephrase' as DoubleMode,
    requests: [] as { auth?: string; body: ChatCompletionRequest }[],
  };
  const read = async (incoming: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
  };
  const server: Server = createServer((incoming, response) => {
    void read(incoming).then((body) => {
      state.requests.push({ auth: incoming.headers.authorization, body });
      if (incoming.url !== '/v1/chat/completions') return response.writeHead(404).end();
      if (state.mode === 'silent') return; // never answers: the caller must time out
      if (state.mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: { message: 'overloaded' } }));
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: {
                role: 'assistant',
                content: 'Yes, your first consultation costs nothing.',
              },
            },
          ],
        }),
      );
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        state,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    }),
  );
}

describe('POST /api/public/assistant/answer (embedded database, no hosted model)', () => {
  let testApp: TestApp;
  const ask = (body: object, client = newClientAddress()) =>
    request(testApp.http).post(PATH).set('X-Forwarded-For', client).send(body);

  beforeAll(async () => {
    testApp = await createTestApp({
      ASSISTANT_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'loopback',
    });
    await testApp.app.get(ContentSeedService).seed();
  });
  afterAll(() => testApp.close());

  it('answers an Arabic question from the stored FAQ in Arabic, citing it', async () => {
    const response = await ask({ question: 'هل الاستشارة الأولى مجانية؟', language: 'ar' });
    expect(response.status).toBe(200);
    const reply = assistantReplySchema.parse(response.body);
    expect(reply).toMatchObject({
      kind: 'answer',
      textLanguage: 'ar',
      rephrased: false,
      sources: [{ type: 'faq', id: 'faq-consultation-cost', language: 'ar' }],
    });
    expect(reply.kind === 'answer' && reply.text).toContain('الاستشارة الأولى مجانية');
  });

  it('answers 400 in the spec wording to bad input, naming the field', async () => {
    const response = await ask({ question: 'hello', language: 'xx' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: 'Invalid request. Please check your data.',
      details: [expect.objectContaining({ field: 'language' })],
    });
    expect((await ask({ question: 'x'.repeat(501), language: 'en' })).status).toBe(400);
    expect((await ask({ language: 'en' })).status).toBe(400);
  });

  it('lets exactly the limit through when one client asks many at the same instant', async () => {
    const client = newClientAddress();
    const responses = await Promise.all(
      Array.from({ length: LIMIT + 4 }, () => ask({ question: 'visa', language: 'en' }, client)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.message).toBe('Too many requests. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('the optional hosted model, against a local chat-completions double', () => {
  let testApp: TestApp;
  let double: Awaited<ReturnType<typeof startChatCompletionsDouble>>;
  const ask = () =>
    request(testApp.http)
      .post(PATH)
      .set('X-Forwarded-For', newClientAddress())
      .send({ question: 'Is the first consultation free?', language: 'en' });

  beforeAll(async () => {
    double = await startChatCompletionsDouble();
    testApp = await createTestApp({
      TRUST_PROXY: 'loopback',
      ASSISTANT_LLM_URL: double.url,
      ASSISTANT_LLM_KEY: 'test-key',
      ASSISTANT_LLM_MODEL: 'test-model',
      ASSISTANT_LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
    });
    await testApp.app.get(ContentSeedService).seed();
  });
  afterAll(async () => {
    await testApp.close();
    double.close();
  });

  it('rewords the retrieved answer, keeping its source, and sends only that answer', async () => {
    double.state.mode = 'rephrase';
    double.state.requests.length = 0;
    const response = await ask();
    expect(response.body).toMatchObject({
      kind: 'answer',
      text: 'Yes, your first consultation costs nothing.',
      rephrased: true,
      sources: [{ type: 'faq', id: 'faq-consultation-cost' }],
    });
    const [sent] = double.state.requests;
    expect(sent!.auth).toBe('Bearer test-key');
    expect(sent!.body.model).toBe('test-model');
    const prompt = JSON.parse(sent!.body.messages[1]!.content) as {
      ANSWER: string;
      SOURCES: string[];
    };
    expect(prompt.ANSWER).toContain('The first consultation is free');
    expect(prompt.SOURCES).toEqual(['Is the first consultation free?']);
  });

  it('falls back silently to the engine’s text when the model answers an error', async () => {
    double.state.mode = 'error';
    const response = await ask();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ kind: 'answer', rephrased: false });
    expect(response.body.text).toContain('The first consultation is free');
  });

  it('falls back silently when the model does not answer in time', async () => {
    double.state.mode = 'silent';
    const response = await ask();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ kind: 'answer', rephrased: false });
    expect(response.body.text).toContain('The first consultation is free');
  });

  it('never calls the model for replies that are not retrieved answers', async () => {
    double.state.mode = 'rephrase';
    double.state.requests.length = 0;
    const response = await request(testApp.http)
      .post(PATH)
      .set('X-Forwarded-For', newClientAddress())
      .send({ question: 'What will the weather be like tomorrow?', language: 'en' });
    expect(response.body.kind).toBe('did-you-mean');
    expect(double.state.requests).toEqual([]);
  });

  it('answers with the engine alone, calling no model, while assistant-hosted-model is off', async () => {
    double.state.mode = 'rephrase';
    double.state.requests.length = 0;
    await setFlag(testApp.app, FLAG_KEYS.assistantHostedModel, { override: 'off' });
    try {
      const response = await ask();
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ kind: 'answer', rephrased: false });
      expect(double.state.requests).toEqual([]);
    } finally {
      await setFlag(testApp.app, FLAG_KEYS.assistantHostedModel, { override: 'none' });
    }
    expect((await ask()).body).toMatchObject({ rephrased: true });
  });

  it('refuses questions and the offline knowledge while education-consultant is off', async () => {
    await setFlag(testApp.app, FLAG_KEYS.educationConsultant, { override: 'off' });
    try {
      const answer = await ask();
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(FLAG_MESSAGES.featureOff);
      const knowledge = await request(testApp.http).get('/api/public/assistant/knowledge?lang=en');
      expect(knowledge.status).toBe(403);
    } finally {
      await setFlag(testApp.app, FLAG_KEYS.educationConsultant, { override: 'none' });
    }
    expect((await ask()).status).toBe(200);
  });
});
