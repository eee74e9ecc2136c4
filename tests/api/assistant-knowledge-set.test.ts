import {
  KNOWLEDGE_NOW,
  sampleCatalogue,
  seededKnowledge,
} from '../fixtures/assistant/assistant-knowledge.fixture';
import outOfScope from '../fixtures/assistant/out-of-scope.json';
import qualitySet from '../fixtures/assistant/quality-set.json';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../../shared/i18n/languages';
import { createAssistantEngine } from '../../shared/assistant/assistant-engine';
import {
  assistantKnowledgeSetSchema,
  knowledgeSetFor,
} from '../../shared/assistant/assistant-knowledge-set';

describe(knowledgeSetFor.name, () => {
  const knowledge = seededKnowledge();
  const catalogue = sampleCatalogue();
  const server = createAssistantEngine(knowledge, catalogue);
  const browsers = new Map(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      createAssistantEngine(knowledgeSetFor(knowledge, language), catalogue),
    ]),
  );

  it('keeps only the visitor’s language and English', () => {
    const set = assistantKnowledgeSetSchema.parse(knowledgeSetFor(knowledge, 'ar'));
    const languages = new Set([...set.faq, ...set.pages].map((entry) => entry.language));
    expect([...languages].sort()).toEqual(['ar', 'en']);
    expect(set.faq.length).toBeLessThan(knowledge.faq.length / 2);
  });

  it('answers every question of the quality and out-of-scope sets as the server does', () => {
    const questions = [...qualitySet.questions, ...outOfScope.questions];
    for (const { question, language } of questions) {
      const request = { question, language: language as LanguageCode };
      const offline = browsers.get(request.language)!.answer(request, KNOWLEDGE_NOW);
      expect({ question, reply: offline }).toEqual({
        question,
        reply: server.answer(request, KNOWLEDGE_NOW),
      });
    }
  });

  it('follows a flow and a hand-off offline as on the server', () => {
    const steps = [
      { question: 'I want to find a programme', language: 'en' as const },
      { question: 'أريد التحدث مع مستشار', language: 'ar' as const },
    ];
    for (const request of steps) {
      expect(browsers.get(request.language)!.answer(request, KNOWLEDGE_NOW)).toEqual(
        server.answer(request, KNOWLEDGE_NOW),
      );
    }
  });
});
