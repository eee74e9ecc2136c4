import { type DeliveryMethod, type Level } from '../../../../shared/catalog/course-enums';
import { type Field } from '../../../../shared/catalog/fields';

/** What kind of institution a provider is; it decides which programs it can offer. */
export type InstitutionKind =
  'research' | 'applied' | 'business' | 'art' | 'college' | 'language' | 'online';

/** Levels a kind offers of one program template: `all` is every level the template has. */
type OfferedLevels = 'all' | readonly Level[];

export interface KindOffer {
  /** Program templates (by id) the kind offers, with the levels it teaches them at. */
  templates: Readonly<Record<string, OfferedLevels>>;
  /** The only fields a specialist kind teaches (a business school teaches business). */
  fields?: readonly Field[];
  /** The one way a kind teaches, where it has only one. */
  delivery?: DeliveryMethod;
  /** Programs listed relative to a research university of the same country. */
  size: number;
}

/**
 * What each kind of institution offers. Research universities award every degree up to the
 * doctorate and run summer schools and professional certificates; they leave foundation years to
 * applied universities and colleges, language courses ("English for Beginners") to language
 * schools and colleges, and vocational training to colleges. Language schools teach languages
 * only; specialist schools keep to their fields. The seed draws programs from this table and a
 * spec checks the whole catalogue against it.
 */
// prettier-ignore
export const KIND_OFFERS: Readonly<Record<InstitutionKind, KindOffer>> = {
  research: {
    templates: {
      bachelor: 'all', master: 'all', executive_master: 'all', phd: 'all', graduate_diploma: 'all',
      graduate_certificate: 'all', certificate: ['intermediate', 'advanced', 'professional'],
      short_course: 'all', summer_school: 'all',
    },
    size: 1,
  },
  applied: {
    templates: {
      bachelor: 'all', master: 'all', executive_master: 'all', graduate_diploma: 'all',
      graduate_certificate: 'all', certificate: 'all', short_course: 'all', summer_school: 'all',
      foundation_year: 'all',
    },
    size: 0.8,
  },
  business: {
    templates: {
      bachelor: 'all', master: 'all', executive_master: 'all', phd: 'all', graduate_diploma: 'all',
      graduate_certificate: 'all', certificate: ['advanced', 'professional'], short_course: 'all',
      summer_school: 'all',
    },
    fields: ['business'],
    size: 0.6,
  },
  art: {
    templates: {
      bachelor: 'all', master: 'all', certificate: 'all', short_course: 'all', summer_school: 'all',
    },
    fields: ['arts_design', 'media_communication', 'architecture'],
    size: 0.5,
  },
  college: {
    templates: {
      certificate: 'all', short_course: 'all', vocational_training: 'all', vocational_diploma: 'all',
      language_course: 'all', foundation_year: 'all',
    },
    size: 0.6,
  },
  language: {
    templates: { language_course: 'all' },
    fields: ['languages'],
    size: 0.4,
  },
  online: {
    templates: {
      bachelor: 'all', master: 'all', graduate_diploma: 'all', graduate_certificate: 'all',
      certificate: 'all', short_course: 'all',
    },
    delivery: 'online',
    size: 0.8,
  },
};

/** The levels `kind` teaches a template at, out of the template's own; none if it does not. */
export function offeredLevels<
  T extends { id: string; levels: readonly (readonly [Level, number])[] },
>(kind: InstitutionKind, template: T): readonly (readonly [Level, number])[] {
  const offered = KIND_OFFERS[kind].templates[template.id];
  if (!offered) return [];
  return offered === 'all'
    ? template.levels
    : template.levels.filter(([level]) => offered.includes(level));
}
