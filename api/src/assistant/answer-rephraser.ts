import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { type AssistantReply } from '../../../shared/assistant/assistant-contract';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';

/** The part of an OpenAI-compatible chat-completions answer we read. */
const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

/** A rewording longer than this many times the original is not a rewording. */
const MAX_GROWTH = 3;

const INSTRUCTIONS = [
  'You reword answers of a study-abroad advisory service so they reply directly to the question.',
  'Use only facts stated in ANSWER. Never add facts, figures, dates, links, names or advice.',
  'Write in LANGUAGE, in at most three short sentences, plain text without markdown.',
  'If ANSWER does not answer QUESTION, return ANSWER unchanged.',
].join(' ');

/**
 * The optional hosted model (issue 14 item 4): with ASSISTANT_LLM_URL set, an answer's retrieved
 * text is reworded by an OpenAI-compatible chat-completions endpoint, given the question, the
 * text and its sources. It never changes what is cited or adds an answer retrieval did not find;
 * on no config, an error, a malformed reply or ASSISTANT_LLM_TIMEOUT_MS, the engine's text stands.
 */
@Injectable()
export class AnswerRephraser {
  private readonly logger = new Logger(AnswerRephraser.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async rephrase(question: string, reply: AssistantReply): Promise<AssistantReply> {
    const url = this.config.ASSISTANT_LLM_URL;
    if (!url || reply.kind !== 'answer' || !reply.text) return reply;
    try {
      const text = await this.complete(url, question, reply);
      if (text.length > reply.text.length * MAX_GROWTH) throw new Error('rewording too long');
      return { ...reply, text, rephrased: true };
    } catch (error) {
      this.logger.warn(`Hosted model skipped, answering with the engine's text: ${String(error)}`);
      return reply;
    }
  }

  private async complete(
    url: string,
    question: string,
    reply: Extract<AssistantReply, { kind: 'answer' }>,
  ): Promise<string> {
    const language = LANGUAGES.find((entry) => entry.code === reply.language)?.name ?? 'English';
    const response = await fetch(`${url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.config.ASSISTANT_LLM_KEY && {
          authorization: `Bearer ${this.config.ASSISTANT_LLM_KEY}`,
        }),
      },
      body: JSON.stringify({
        model: this.config.ASSISTANT_LLM_MODEL,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: JSON.stringify({
              LANGUAGE: language,
              QUESTION: question,
              ANSWER: reply.text,
              SOURCES: reply.sources.map((source) => source.title),
            }),
          },
        ],
      }),
      signal: AbortSignal.timeout(this.config.ASSISTANT_LLM_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return chatCompletionSchema.parse(await response.json()).choices[0]!.message.content;
  }
}
