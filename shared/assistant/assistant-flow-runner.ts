/**
 * Walks a guided flow (assistant-flows.ts): offers the next unanswered step's choices, reads a
 * choice from a button or from typed words ("Germany", "Almanya"), and ends with the flow's
 * outcome, every outcome citing the programmes or FAQ entries it comes from.
 */
import { type PreparedCatalogue } from '../catalog/catalog-prepare';
import { convertTuition } from '../catalog/exchange-rates';
import { isoRegionOf } from '../catalog/country-codes';
import { type Currency } from '../catalog/currencies';
import { normaliseSearchText } from '../catalog/search-text';
import { type LanguageCode } from '../i18n/languages';
import { APP_PATHS } from '../routes/app-paths';
import {
  coursesLink,
  namedCriteria,
  programmeCards,
  programmeSources,
  searchProgrammes,
  type ProgrammeCriteria,
} from './assistant-catalogue';
import {
  type AssistantChoice,
  type AssistantFlowId,
  type AssistantReply,
  type AssistantSource,
} from './assistant-contract';
import { ASSISTANT_FLOWS, flowById, type FlowDefinition, type FlowStep } from './assistant-flows';
import { type PassageIndex } from './assistant-retrieval';

export const ANY_CHOICE = 'any';
const TOP_PROGRAMMES = 3;

export interface FlowContext {
  catalogue: PreparedCatalogue | undefined;
  passages: PassageIndex;
  language: LanguageCode;
  currency: Currency;
  now: Date;
}

type Answers = Record<string, string>;

/** The flow a question asks for by one of its phrases, if any. */
export function flowTriggeredBy(question: string): FlowDefinition | undefined {
  const text = ` ${normaliseSearchText(question)} `;
  return ASSISTANT_FLOWS.find((flow) =>
    flow.triggers.some(
      (phrase) =>
        text.includes(` ${normaliseSearchText(phrase)} `) ||
        (/\p{Script=Han}/u.test(phrase) && text.includes(phrase)),
    ),
  );
}

function countryName(code: string, language: LanguageCode): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(isoRegionOf(code)) ?? code;
}

function stepValues(step: FlowStep, context: FlowContext): string[] {
  if (step.choices.from === 'values') return [...step.choices.values];
  const column = context.catalogue?.columns.facets.country;
  if (!column) return [];
  const counted = column.values.map((value, code) => ({
    value,
    count: column.offsets[code + 1]! - column.offsets[code]!,
  }));
  return counted
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, step.choices.max)
    .map(({ value }) => value);
}

export function stepChoices(step: FlowStep, context: FlowContext): AssistantChoice[] {
  const choices = stepValues(step, context).map((value): AssistantChoice => ({
    id: value,
    label:
      step.choices.from === 'values'
        ? { key: `${step.choices.labelPrefix}${value}` }
        : { text: countryName(value, context.language) },
  }));
  return step.any
    ? [...choices, { id: ANY_CHOICE, label: { key: 'assistant.flow.any' } }]
    : choices;
}

/** The slot value typed words or a picked choice give a step, if they give one. */
export function readChoice(
  step: FlowStep,
  input: string,
  context: FlowContext,
): string | undefined {
  const values =
    step.choices.from === 'values'
      ? step.choices.values
      : (context.catalogue?.columns.facets.country.values ?? []);
  if (values.includes(input) || (step.any && input === ANY_CHOICE)) return input;
  if (
    step.choices.from === 'catalogue-countries' ||
    step.slot === 'category' ||
    step.slot === 'field'
  ) {
    if (!context.catalogue) return undefined;
    const { filters } = namedCriteria(input, context.catalogue);
    const value = filters[step.slot as 'country' | 'category' | 'field'];
    if (value && values.includes(value)) return value;
  }
  if (step.slot === 'language') {
    const typed = normaliseSearchText(input);
    return values.find((code) =>
      [context.language, code].some(
        (display) =>
          normaliseSearchText(
            new Intl.DisplayNames([display], { type: 'language' }).of(code) ?? '',
          ) === typed,
      ),
    );
  }
  return undefined;
}

/** Slots a question already fills ("how much does it cost in Germany?" → country). */
export function prefilledAnswers(
  flow: FlowDefinition,
  question: string,
  context: FlowContext,
): Answers {
  const answers: Answers = {};
  if (!context.catalogue) return answers;
  const { filters } = namedCriteria(question, context.catalogue);
  for (const step of flow.steps) {
    const value = filters[step.slot as keyof typeof filters];
    if (value && readChoice(step, value, context) === value) answers[step.slot] = value;
  }
  return answers;
}

export function nextStep(flow: FlowDefinition, answers: Answers): FlowStep | undefined {
  return flow.steps.find((step) => answers[step.slot] === undefined);
}

function faqSource(slug: string, context: FlowContext): AssistantSource | undefined {
  const passage = context.passages.passage(`faq:${slug}`, context.language);
  return (
    passage && {
      type: 'faq',
      id: slug,
      title: passage.title,
      url: passage.url,
      language: passage.language,
    }
  );
}

function criteriaOf(answers: Answers, context: FlowContext): ProgrammeCriteria {
  const filters = Object.fromEntries(
    ['country', 'category', 'field', 'budget']
      .filter((slot) => answers[slot] && answers[slot] !== ANY_CHOICE)
      .map((slot) => [slot, answers[slot]!]),
  );
  return { filters, words: [], currency: context.currency };
}

function catalogueSource(link: string, answers: Answers, context: FlowContext): AssistantSource {
  const country = answers['country'];
  const title = country && country !== ANY_CHOICE ? countryName(country, context.language) : link;
  return { type: 'catalogue', id: link, title, url: link, language: context.language };
}

type Finished = Omit<
  Extract<AssistantReply, { kind: 'answer' }>,
  'kind' | 'language' | 'state' | 'rephrased' | 'confidence'
>;

function finish(flow: FlowDefinition, answers: Answers, context: FlowContext): Finished {
  const { outcome } = flow;
  const criteria = criteriaOf(answers, context);
  const catalogue = context.catalogue;
  if (outcome.kind === 'consultation') {
    const sources = outcome.faqs.flatMap((slug) => faqSource(slug, context) ?? []);
    const first = context.passages.passage(`faq:${outcome.faqs[0]}`, context.language);
    const language = answers['language'] ?? context.language;
    return {
      message: {
        key: 'assistant.flow.consultation.result',
        values: {
          language:
            new Intl.DisplayNames([context.language], { type: 'language' }).of(language) ??
            language,
        },
      },
      text: first?.text,
      textLanguage: first?.language,
      checklist: [],
      programmes: [],
      link: { href: APP_PATHS.requestConsultation, label: { key: 'assistant.link.consultation' } },
      sources:
        sources.length > 0
          ? sources
          : [catalogueSource(APP_PATHS.requestConsultation, answers, context)],
    };
  }
  if (outcome.kind === 'checklist') {
    const link = coursesLink(criteria);
    const country = answers['country'];
    return {
      message: {
        key: 'assistant.flow.checklist.result',
        values: {
          country:
            country && country !== ANY_CHOICE ? countryName(country, context.language) : 'none',
        },
      },
      checklist: outcome.items.map((key) => ({ key })),
      programmes: [],
      link: { href: link, label: { key: 'assistant.link.courses' } },
      sources: [faqSource(outcome.faq, context) ?? catalogueSource(link, answers, context)],
    };
  }
  if (outcome.kind === 'costs') return costs(outcome.faq, criteria, answers, context);
  const result = catalogue
    ? searchProgrammes(catalogue, criteria, TOP_PROGRAMMES, context.now)
    : undefined;
  const link = coursesLink(criteria);
  const found = result && result.total > 0 ? result : undefined;
  return {
    message: found
      ? { key: 'assistant.flow.programmes.result', values: { count: found.total } }
      : { key: 'assistant.flow.programmes.none' },
    checklist: [],
    programmes: found ? programmeCards(found) : [],
    link: { href: link, label: { key: 'assistant.link.courses' } },
    sources: found
      ? programmeSources(found, context.language)
      : [catalogueSource(link, answers, context)],
  };
}

function costs(
  faq: string,
  criteria: ProgrammeCriteria,
  answers: Answers,
  context: FlowContext,
): Finished {
  const link = coursesLink(criteria, 'tuition_asc');
  const catalogue = context.catalogue;
  const cheapest =
    catalogue && searchProgrammes(catalogue, criteria, 1, context.now, 'tuition_asc');
  const dearest =
    catalogue && searchProgrammes(catalogue, criteria, 1, context.now, 'tuition_desc');
  const faqCited = faqSource(faq, context);
  const low = cheapest?.items[0];
  const high = dearest?.items[0];
  if (!catalogue || !cheapest || !dearest || !low || !high) {
    return {
      message: { key: 'assistant.flow.programmes.none' },
      checklist: [],
      programmes: [],
      link: { href: link, label: { key: 'assistant.link.courses' } },
      sources: [faqCited ?? catalogueSource(link, answers, context)],
    };
  }
  const money = new Intl.NumberFormat(context.language, {
    style: 'currency',
    currency: context.currency,
    maximumFractionDigits: 0,
  });
  const fee = (course: typeof low) =>
    money.format(
      convertTuition(course.tuitionFee, course.currency, context.currency, catalogue.rates),
    );
  const shown = { ...cheapest, items: low.id === high.id ? [low] : [low, high] };
  return {
    message: {
      key: 'assistant.flow.costs.result',
      values: { count: cheapest.total, min: fee(low), max: fee(high) },
    },
    checklist: [],
    programmes: programmeCards(shown),
    link: { href: link, label: { key: 'assistant.link.courses' } },
    sources: [...(faqCited ? [faqCited] : []), ...programmeSources(shown, context.language)],
  };
}

/** The reply to a flow with these answers: its next question, or its outcome. */
export function advanceFlow(
  flow: FlowDefinition,
  answers: Answers,
  context: FlowContext,
): AssistantReply {
  const step = nextStep(flow, answers);
  if (step) {
    return {
      kind: 'flow-step',
      language: context.language,
      state: { flow: { id: flow.id, answers }, misses: 0 },
      flow: flow.id,
      prompt: { key: step.prompt },
      choices: stepChoices(step, context),
    };
  }
  return {
    kind: 'answer',
    language: context.language,
    state: { misses: 0 },
    ...finish(flow, answers, context),
    confidence: 1,
    rephrased: false,
  };
}

export function isFlowId(id: string): id is AssistantFlowId {
  return ASSISTANT_FLOWS.some((flow) => flow.id === id);
}

export { flowById };
