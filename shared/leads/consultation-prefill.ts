/**
 * Apply Now → consultation form (issue 10 item 12). The course page writes what the form can use
 * into the consultation URL; the form reads it back and keeps only values its own options offer,
 * so a hand-edited link cannot preselect something the form does not list. The course page's half,
 * which writes the link, is ./consultation-prefill-query.ts.
 */
import {
  CONSULTATION_COUNTRIES,
  LEARNING_METHODS,
  PROGRAM_TYPES,
  type ConsultationInput,
} from './consultation';

/** What the form shows and preselects for the program the visitor came from. */
export interface ConsultationPrefill {
  /** The catalogue slug, submitted so advisors know which program. */
  program: string;
  title: string;
  institution: string;
  choices: Partial<Pick<ConsultationInput, 'programType' | 'learningMethod' | 'countryPreference'>>;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The prefill of a consultation URL's query; undefined without `course`. */
export function readConsultationPrefill(params: URLSearchParams): ConsultationPrefill | undefined {
  const program = params.get('course')?.trim();
  if (!program) return undefined;
  const choices = {
    programType: oneOf(PROGRAM_TYPES, params.get('programType')),
    learningMethod: oneOf(LEARNING_METHODS, params.get('learningMethod')),
    countryPreference: oneOf(CONSULTATION_COUNTRIES, params.get('country')),
  };
  return {
    program,
    // Older links carry only the slug; showing it beats showing nothing.
    title: params.get('title')?.trim() || program,
    institution: params.get('institution')?.trim() ?? '',
    choices: Object.fromEntries(Object.entries(choices).filter(([, value]) => value)),
  };
}
