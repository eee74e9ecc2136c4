import { createAssistantEngine } from '../../shared/assistant/assistant-engine';
import {
  assistantReplySchema,
  type AssistantReply,
} from '../../shared/assistant/assistant-contract';
import { type LanguageCode } from '../../shared/i18n/languages';
import {
  KNOWLEDGE_NOW,
  sampleCatalogue,
  seededKnowledge,
} from '../fixtures/assistant/assistant-knowledge.fixture';
import outOfScope from '../fixtures/assistant/out-of-scope.json';
import qualitySet from '../fixtures/assistant/quality-set.json';

/** The share of the quality set that must be answered from the expected source. */
const REQUIRED_SHARE = 0.85;

const engine = createAssistantEngine(seededKnowledge(), sampleCatalogue());
const ask = (question: string, language: LanguageCode, extra: object = {}) =>
  assistantReplySchema.parse(engine.answer({ question, language, ...extra }, KNOWLEDGE_NOW));

/** What a reply answered from, in the quality set's terms. */
function answeredFrom(reply: AssistantReply): string {
  if (reply.kind === 'flow-step') return `flow:${reply.flow}`;
  if (reply.kind !== 'answer') return reply.kind;
  if (reply.programmes.length > 0) return 'catalogue';
  return `${reply.sources[0]!.type}:${reply.sources[0]!.id}`;
}

describe('the assistant quality set (six languages)', () => {
  it('has at least 60 questions in every language, Arabic with and without diacritics', () => {
    const { questions } = qualitySet;
    expect(questions.length).toBeGreaterThanOrEqual(60);
    const languages = new Set(questions.map((entry) => entry.language));
    expect([...languages].sort()).toEqual(['ar', 'en', 'es', 'fr', 'tr', 'zh']);
    const arabic = questions.filter((entry) => entry.language === 'ar');
    expect(arabic.some((entry) => /[\u064B-\u0652]/.test(entry.question))).toBe(true);
    expect(arabic.some((entry) => !/[\u064B-\u0652]/.test(entry.question))).toBe(true);
    const chinese = questions.filter((entry) => entry.language === 'zh');
    expect(chinese.every((entry) => !/\s/.test(entry.question))).toBe(true);
  });

  it(`answers at least ${REQUIRED_SHARE * 100}% from the right source, citing it`, () => {
    const misses: string[] = [];
    for (const entry of qualitySet.questions) {
      const reply = ask(entry.question, entry.language as LanguageCode);
      const got = answeredFrom(reply);
      if (got !== entry.expected) misses.push(`${entry.language} "${entry.question}": ${got}`);
      if (reply.kind === 'answer') expect(reply.sources.length).toBeGreaterThan(0);
    }
    const share = 1 - misses.length / qualitySet.questions.length;
    console.log(
      `Assistant quality set: ${(share * 100).toFixed(1)}% answered from the right source ` +
        `(${qualitySet.questions.length - misses.length}/${qualitySet.questions.length})` +
        (misses.length > 0 ? `\nnot answered as expected:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it('never answers an out-of-scope question confidently: "did you mean" or the advisor', () => {
    for (const entry of outOfScope.questions) {
      const reply = ask(entry.question, entry.language as LanguageCode);
      expect({ question: entry.question, kind: reply.kind }).toEqual({
        question: entry.question,
        kind: expect.stringMatching(/^(did-you-mean|handoff)$/),
      });
    }
  });
});

describe('the assistant’s escalation and flows', () => {
  it('offers suggestions, then a rephrase, then the advisor when questions keep missing', () => {
    const first = ask('Who won the football match last night?', 'en');
    expect(first.kind).toBe('did-you-mean');
    const second = ask('And the basketball one?', 'en', { state: first.state });
    expect(second).toMatchObject({ kind: 'rephrase', prompt: { key: 'assistant.rephrase' } });
    const third = ask('Tell me the score', 'en', { state: second.state });
    expect(third).toMatchObject({ kind: 'handoff', prompt: { key: 'assistant.handoff' } });
  });

  it('answers from the source a visitor picks among the suggestions, in their language', () => {
    const reply = ask('', 'ar', { choice: 'source:faq:faq-consultation-cost' });
    expect(reply).toMatchObject({
      kind: 'answer',
      textLanguage: 'ar',
      sources: [{ type: 'faq', id: 'faq-consultation-cost', url: '/help#faq-consultation-cost' }],
    });
  });

  it('hands off at once when asked for a person, in any language', () => {
    expect(ask('I want to talk to a human', 'en').kind).toBe('handoff');
    expect(ask('أريد التحدث مع مستشار', 'ar').kind).toBe('handoff');
    expect(ask('转人工', 'zh').kind).toBe('handoff');
    expect(ask('', 'tr', { choice: 'handoff' }).kind).toBe('handoff');
  });

  it('walks "find a programme" to the top programmes and a /courses deep link', () => {
    let reply = ask('Help me choose a program', 'en');
    expect(reply).toMatchObject({
      kind: 'flow-step',
      prompt: { key: 'assistant.flow.step.country' },
    });
    reply = ask('Germany', 'en', { state: reply.state });
    expect(reply).toMatchObject({
      kind: 'flow-step',
      prompt: { key: 'assistant.flow.step.level' },
    });
    reply = ask('', 'en', { state: reply.state, choice: 'undergraduate' });
    expect(reply).toMatchObject({
      kind: 'flow-step',
      prompt: { key: 'assistant.flow.step.field' },
    });
    reply = ask('', 'en', { state: reply.state, choice: 'health' });
    expect(reply).toMatchObject({
      kind: 'flow-step',
      prompt: { key: 'assistant.flow.step.budget' },
    });
    reply = ask('', 'en', { state: reply.state, choice: 'any' });
    if (reply.kind !== 'answer') throw new Error(`expected an answer, got ${reply.kind}`);
    expect(reply.link?.href).toBe('/courses?country=de&category=undergraduate&field=health');
    expect(reply.programmes.length).toBeGreaterThan(0);
    for (const programme of reply.programmes) {
      expect(programme).toMatchObject({
        country: 'de',
        category: 'undergraduate',
        field: 'health',
      });
    }
    expect(reply.sources.map((source) => source.url)).toEqual(
      reply.programmes.map((programme) => `/course/${programme.slug}`),
    );
  });

  it('answers a budgeted programme question in Arabic with programmes under the budget', () => {
    const reply = ask('بكالوريوس تمريض في ألمانيا بميزانية ١٠٠٠٠ دولار', 'ar');
    if (reply.kind !== 'answer') throw new Error(`expected an answer, got ${reply.kind}`);
    expect(reply.link?.href).toContain('country=de');
    expect(reply.link?.href).toContain('tuitionMax=10000');
    for (const programme of reply.programmes) expect(programme.country).toBe('de');
  });

  it('starts the costs flow at the step the question leaves open, and ends citing the fees FAQ', () => {
    let reply = ask('How much does it cost to study in Canada?', 'en');
    expect(reply).toMatchObject({
      kind: 'flow-step',
      flow: 'costs',
      prompt: { key: 'assistant.flow.step.level' },
    });
    reply = ask('', 'en', { state: reply.state, choice: 'masters' });
    expect(reply).toMatchObject({
      kind: 'answer',
      message: { key: 'assistant.flow.costs.result' },
      sources: expect.arrayContaining([
        expect.objectContaining({ type: 'faq', id: 'faq-program-fees' }),
      ]),
    });
  });

  it('ends the visa flow with a documents checklist citing the documents FAQ', () => {
    let reply = ask('Which visa do I need for France?', 'en');
    expect(reply).toMatchObject({ kind: 'flow-step', flow: 'visa-documents' });
    reply = ask('', 'en', { state: reply.state, choice: 'any' });
    expect(reply).toMatchObject({
      kind: 'answer',
      checklist: expect.arrayContaining([{ key: 'assistant.checklist.passport' }]),
      sources: [expect.objectContaining({ id: 'faq-application-documents' })],
    });
  });
});
