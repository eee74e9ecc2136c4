/**
 * The guided flows, written as data: what starts each one (phrases in the six languages), the
 * questions it asks in order (each fills one slot from a list of choices) and what it ends with.
 * assistant-flow-runner.ts walks them; adding a flow or a step is an edit here and in locales.
 */
import { CATEGORIES, TUITION_BANDS } from '../catalog/course-enums';
import { FIELDS } from '../catalog/fields';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { type AssistantFlowId } from './assistant-contract';

/** Where a step's choices come from. */
export type ChoiceSource =
  /** The catalogue's countries with the most programmes. */
  | { from: 'catalogue-countries'; max: number }
  /** Fixed values, each labelled by the message `labelPrefix + value`. */
  | { from: 'values'; values: readonly string[]; labelPrefix: string };

export interface FlowStep {
  /** The slot the answer fills; catalogue slots are list filters (country, category, …). */
  slot: 'country' | 'category' | 'field' | 'budget' | 'language';
  prompt: string;
  choices: ChoiceSource;
  /** Whether "Any" is offered (the slot then sets no filter). */
  any: boolean;
}

export type FlowOutcome =
  /** The top programmes for the slots and a link to /courses with them. */
  | { kind: 'programmes' }
  /** The tuition range of the programmes for the slots, cheapest and dearest cited. */
  | { kind: 'costs'; faq: string }
  /** A documents checklist, the FAQ entry on documents cited. */
  | { kind: 'checklist'; items: readonly string[]; faq: string }
  /** The way to book a consultation, the FAQ entries on it cited. */
  | { kind: 'consultation'; faqs: readonly string[] };

export interface FlowDefinition {
  id: AssistantFlowId;
  /** Phrases (any language) that start the flow when a question contains one. */
  triggers: readonly string[];
  steps: readonly FlowStep[];
  outcome: FlowOutcome;
}

const COUNTRY_STEP: FlowStep = {
  slot: 'country',
  prompt: 'assistant.flow.step.country',
  choices: { from: 'catalogue-countries', max: 8 },
  any: true,
};
const LEVEL_STEP: FlowStep = {
  slot: 'category',
  prompt: 'assistant.flow.step.level',
  choices: { from: 'values', values: CATEGORIES, labelPrefix: 'catalog.category.' },
  any: true,
};

export const ASSISTANT_FLOWS: readonly FlowDefinition[] = [
  {
    id: 'find-programme',
    triggers: [
      'find a program',
      'find a programme',
      'find a course',
      'help me choose',
      'recommend a program',
      'program bul',
      'program öner',
      'bölüm seç',
      'buscar un programa',
      'encontrar un programa',
      'recomiéndame un programa',
      'trouver une formation',
      'trouver un programme',
      'choisir une formation',
      '找课程',
      '推荐课程',
      '选专业',
      '找专业',
      'ابحث عن برنامج',
      'اقترح برنامج',
      'اختيار برنامج',
      'ساعدني في اختيار',
    ],
    steps: [
      COUNTRY_STEP,
      LEVEL_STEP,
      {
        slot: 'field',
        prompt: 'assistant.flow.step.field',
        choices: { from: 'values', values: FIELDS, labelPrefix: 'catalog.field.' },
        any: true,
      },
      {
        slot: 'budget',
        prompt: 'assistant.flow.step.budget',
        choices: { from: 'values', values: TUITION_BANDS, labelPrefix: 'assistant.flow.budget.' },
        any: true,
      },
    ],
    outcome: { kind: 'programmes' },
  },
  {
    id: 'book-consultation',
    triggers: [
      'book a consultation',
      'book an appointment',
      'schedule a consultation',
      'make an appointment',
      'randevu',
      'görüşme ayarla',
      'danışmanlık randevusu',
      'reservar una consulta',
      'pedir cita',
      'agendar una consulta',
      'prendre rendez-vous',
      'réserver une consultation',
      '预约',
      '约咨询',
      'حجز استشارة',
      'احجز',
      'حجز موعد',
    ],
    steps: [
      {
        slot: 'language',
        prompt: 'assistant.flow.step.language',
        choices: {
          from: 'values',
          values: SUPPORTED_LANGUAGES,
          labelPrefix: 'assistant.language.',
        },
        any: false,
      },
    ],
    outcome: {
      kind: 'consultation',
      faqs: ['faq-consultation-cost', 'faq-consultation-languages'],
    },
  },
  {
    id: 'costs',
    triggers: [
      'how much does it cost',
      'how much does studying',
      'cost of studying',
      'cost to study',
      'ne kadar tutar',
      'maliyeti ne kadar',
      'okumanın maliyeti',
      'cuánto cuesta',
      'cuánto vale estudiar',
      'coste de estudiar',
      'combien coûte',
      'coût des études',
      '多少钱',
      '费用是多少',
      '学费多少',
      '学费是多少',
      'كم تكلفة',
      'كم تكلف',
      'تكلفة الدراسة',
      'كم يكلف',
    ],
    steps: [COUNTRY_STEP, LEVEL_STEP],
    outcome: { kind: 'costs', faq: 'faq-program-fees' },
  },
  {
    id: 'visa-documents',
    triggers: ['visa', 'checklist', 'vize', 'visado', 'visa étudiant', '签证', 'تأشيرة', 'فيزا'],
    steps: [COUNTRY_STEP, LEVEL_STEP],
    outcome: {
      kind: 'checklist',
      items: [
        'assistant.checklist.passport',
        'assistant.checklist.transcripts',
        'assistant.checklist.languageTest',
        'assistant.checklist.cv',
        'assistant.checklist.motivationLetter',
        'assistant.checklist.admissionLetter',
        'assistant.checklist.proofOfFunds',
        'assistant.checklist.healthInsurance',
        'assistant.checklist.visaApplication',
      ],
      faq: 'faq-application-documents',
    },
  },
];

export function flowById(id: AssistantFlowId): FlowDefinition {
  return ASSISTANT_FLOWS.find((flow) => flow.id === id)!;
}
