/**
 * The Education Consultant's answering engine, the same in the browser (offline, from the saved
 * FAQ, pages and catalogue) and on the server. One question in, one reply out:
 *
 * 1. a picked choice (a flow's option, a suggestion, the advisor button) is followed;
 * 2. inside a flow, words that answer its step fill it;
 * 3. asking for a person hands off; a flow's phrase starts that flow;
 * 4. a question naming programmes is answered from the catalogue;
 * 5. else retrieval over FAQ and pages answers when its best source covers enough of the
 *    question and stands clear of the runner-up; otherwise "did you mean", then a rephrase
 *    prompt, then the advisor.
 */
import { type PreparedCatalogue } from '../catalog/catalog-prepare';
import { type LanguageCode } from '../i18n/languages';
import {
  coursesLink,
  programmeCards,
  programmeCriteria,
  programmeSources,
  searchProgrammes,
} from './assistant-catalogue';
import {
  ASSISTANT_FLOW_IDS,
  assistantRequestSchema,
  type AssistantChoice,
  type AssistantReply,
  type AssistantRequest,
  type AssistantRequestInput,
  type AssistantSource,
} from './assistant-contract';
import {
  advanceFlow,
  flowById,
  flowTriggeredBy,
  isFlowId,
  nextStep,
  prefilledAnswers,
  readChoice,
  type FlowContext,
} from './assistant-flow-runner';
import { asksForAdvisor, HANDOFF_CHOICE } from './assistant-handoff';
import { knowledgePassages, type AssistantKnowledge, type Passage } from './assistant-knowledge';
import { buildPassageIndex, type PassageIndex, type SourceHit } from './assistant-retrieval';

/** When retrieval answers, and when it offers suggestions instead. */
export const ASSISTANT_THRESHOLDS = {
  /** The best source must match at least this share of the question's topic words… */
  minCoverage: 0.5,
  /** …and beat the runner-up's score by this factor. */
  minScoreMargin: 1.3,
  /** Sources matching less than this share are not worth suggesting. */
  suggestCoverage: 0.3,
  suggestions: 3,
  /** Misses in a row before the advisor takes over. */
  missesBeforeHandoff: 3,
  programmes: 3,
} as const;

export interface AssistantEngine {
  answer(input: AssistantRequestInput, now?: Date): AssistantReply;
}

const SOURCE_CHOICE = 'source:';
const FLOW_CHOICE = 'flow:';

function sourceOf(passage: Passage): AssistantSource {
  return {
    type: passage.type,
    id: passage.slug,
    title: passage.title,
    url: passage.url,
    language: passage.language,
  };
}

export function createAssistantEngine(
  knowledge: AssistantKnowledge,
  catalogue?: PreparedCatalogue,
): AssistantEngine {
  const passages = buildPassageIndex(knowledgePassages(knowledge));
  return {
    answer(input, now = new Date()) {
      const request = assistantRequestSchema.parse(input);
      const context: FlowContext = {
        catalogue,
        passages,
        language: request.language,
        currency: request.currency,
        now,
      };
      return reply(request, context);
    },
  };
}

function reply(request: AssistantRequest, context: FlowContext): AssistantReply {
  const { question, choice } = request;
  const state = request.state ?? { misses: 0 };
  if (choice !== undefined) {
    const followed = followChoice(choice, request, context);
    if (followed) return followed;
  }
  if (state.flow && question) {
    const flow = flowById(state.flow.id);
    const step = nextStep(flow, state.flow.answers);
    const value = step && readChoice(step, question, context);
    if (step && value)
      return advanceFlow(flow, { ...state.flow.answers, [step.slot]: value }, context);
  }
  if (!question) return missed(request, context, []);
  if (asksForAdvisor(question)) return handoff(request.language, []);
  const flow = flowTriggeredBy(question);
  if (flow) return advanceFlow(flow, prefilledAnswers(flow, question, context), context);
  return fromCatalogue(request, context) ?? fromPassages(request, context);
}

function followChoice(
  choice: string,
  request: AssistantRequest,
  context: FlowContext,
): AssistantReply | undefined {
  if (choice === HANDOFF_CHOICE) return handoff(request.language, []);
  if (choice.startsWith(FLOW_CHOICE)) {
    const id = choice.slice(FLOW_CHOICE.length);
    return isFlowId(id) ? advanceFlow(flowById(id), {}, context) : undefined;
  }
  if (choice.startsWith(SOURCE_CHOICE)) {
    const passage = context.passages.passage(choice.slice(SOURCE_CHOICE.length), request.language);
    return passage && answerFrom(passage, 1, context);
  }
  const flowState = request.state?.flow;
  if (!flowState) return undefined;
  const flow = flowById(flowState.id);
  const step = nextStep(flow, flowState.answers);
  const value = step && readChoice(step, choice, context);
  return step && value
    ? advanceFlow(flow, { ...flowState.answers, [step.slot]: value }, context)
    : undefined;
}

function fromCatalogue(
  request: AssistantRequest,
  context: FlowContext,
): AssistantReply | undefined {
  const { catalogue } = context;
  if (!catalogue) return undefined;
  const criteria = programmeCriteria(
    request.question,
    request.language,
    catalogue,
    request.currency,
  );
  if (!criteria) return undefined;
  let result = searchProgrammes(catalogue, criteria, ASSISTANT_THRESHOLDS.programmes, context.now);
  let budgetDropped = false;
  if (result.total === 0 && criteria.tuitionMax !== undefined) {
    delete criteria.tuitionMax;
    budgetDropped = true;
    result = searchProgrammes(catalogue, criteria, ASSISTANT_THRESHOLDS.programmes, context.now);
  }
  if (result.total === 0) return undefined;
  return {
    kind: 'answer',
    language: request.language,
    state: { misses: 0 },
    message: {
      key: budgetDropped ? 'assistant.catalogue.overBudget' : 'assistant.catalogue.found',
      values: { count: result.total },
    },
    checklist: [],
    programmes: programmeCards(result),
    link: { href: coursesLink(criteria), label: { key: 'assistant.link.courses' } },
    sources: programmeSources(result, request.language),
    confidence: 1,
    rephrased: false,
  };
}

function answerFrom(passage: Passage, confidence: number, context: FlowContext): AssistantReply {
  const shown = context.passages.inLanguage(passage, context.language);
  return {
    kind: 'answer',
    language: context.language,
    state: { misses: 0 },
    text: shown.text,
    textLanguage: shown.language,
    checklist: [],
    programmes: [],
    link: { href: shown.url, label: { key: 'assistant.link.readMore' } },
    sources: [sourceOf(shown)],
    confidence,
    rephrased: false,
  };
}

/** Whether the best hit is a confident answer: enough of the question, clear of the next one. */
export function isConfident(hits: readonly SourceHit[]): boolean {
  const [best, runnerUp] = hits;
  if (!best || best.coverage < ASSISTANT_THRESHOLDS.minCoverage) return false;
  if (!runnerUp) return true;
  return best.score >= runnerUp.score * ASSISTANT_THRESHOLDS.minScoreMargin;
}

function fromPassages(request: AssistantRequest, context: FlowContext): AssistantReply {
  const hits = context.passages.search(request.question, request.language);
  if (isConfident(hits)) return answerFrom(hits[0]!.passage, hits[0]!.coverage, context);
  return missed(request, context, hits);
}

function missed(
  request: AssistantRequest,
  context: FlowContext,
  hits: readonly SourceHit[],
): AssistantReply {
  const misses = (request.state?.misses ?? 0) + 1;
  const guesses = hits
    .slice(0, ASSISTANT_THRESHOLDS.suggestions)
    .map((hit) => sourceOf(context.passages.inLanguage(hit.passage, context.language)));
  if (misses >= ASSISTANT_THRESHOLDS.missesBeforeHandoff) return handoff(request.language, guesses);
  const state = { misses };
  if (misses > 1)
    return {
      kind: 'rephrase',
      language: request.language,
      state,
      prompt: { key: 'assistant.rephrase' },
    };
  return {
    kind: 'did-you-mean',
    language: request.language,
    state,
    prompt: { key: 'assistant.didYouMean' },
    choices: suggestions(hits, context),
  };
}

/** Related sources first, then the guided flows, so there is always something to pick. */
function suggestions(hits: readonly SourceHit[], context: FlowContext): AssistantChoice[] {
  const related = hits
    .filter((hit) => hit.coverage >= ASSISTANT_THRESHOLDS.suggestCoverage)
    .slice(0, ASSISTANT_THRESHOLDS.suggestions)
    .map((hit): AssistantChoice => {
      const shown = context.passages.inLanguage(hit.passage, context.language);
      return { id: `${SOURCE_CHOICE}${hit.key}`, label: { text: shown.title } };
    });
  const flows = ASSISTANT_FLOW_IDS.map((id): AssistantChoice => ({
    id: `${FLOW_CHOICE}${id}`,
    label: { key: `assistant.flow.name.${id}` },
  }));
  return [...related, ...flows];
}

function handoff(language: LanguageCode, guesses: AssistantSource[]): AssistantReply {
  return {
    kind: 'handoff',
    language,
    state: { misses: 0 },
    prompt: { key: 'assistant.handoff' },
    guesses,
  };
}

export type { PassageIndex };
