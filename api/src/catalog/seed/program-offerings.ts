import { type CatalogPhrase } from '../../../../shared/catalog/catalog-phrase';
import { type CourseFormat, type Level } from '../../../../shared/catalog/course-enums';
import { type CountryProfile } from './vocab/countries';
import { PROGRAM_TEMPLATES, type ProgramTemplate } from './vocab/program-templates';
import { type Institution } from './institution-catalog';
import { offeredLevels } from './institution-kinds';
import { chooseSubject, type ProgramSubject } from './program-subject';
import { titleProgram } from './program-titles';
import { pickWeighted, type Random } from './prng';

/** One program an institution offers: what it is and what it is called. */
export interface ProgramOffering {
  template: ProgramTemplate;
  level: Level;
  /** The format drawn for it (self-paced study falls back to taught when not online). */
  format: CourseFormat;
  subject: ProgramSubject;
  title: string;
  credential: CatalogPhrase;
}

/**
 * Draws after which an institution is taken to offer nothing new: a language school teaching
 * one language has only a handful of distinct courses, and a draw finds the last of them with a
 * chance of about one in seven.
 */
const DRAWS_WITHOUT_NEW_TITLE = 120;

/**
 * The programs of one institution, each title once (an institution never lists two programs of
 * the same name), drawn on demand from its own random stream so that the first `n` are the same
 * whoever asks. Once the institution has nothing new to offer, `at` goes round the list again:
 * only catalogues far above the default size repeat a title at an institution.
 */
export class InstitutionOfferings {
  private readonly offerings: ProgramOffering[] = [];
  private readonly titles = new Set<string>();
  private readonly templates: readonly (readonly [ProgramTemplate, number])[];
  private exhausted = false;

  constructor(
    private readonly random: Random,
    private readonly institution: Institution,
    private readonly profile: CountryProfile,
  ) {
    this.templates = PROGRAM_TEMPLATES.filter(
      (template) => offeredLevels(institution.kind, template).length > 0,
    ).map((template) => [template, template.weight] as const);
  }

  /** How many distinct programs there are among the first `count` asked for. */
  distinctUpTo(count: number): number {
    this.drawUpTo(count);
    return Math.min(count, this.offerings.length);
  }

  at(index: number): ProgramOffering {
    this.drawUpTo(index + 1);
    const offering = this.offerings[index % this.offerings.length];
    if (!offering) throw new Error(`${this.institution.name} offers no programs`);
    return offering;
  }

  private drawUpTo(count: number): void {
    let misses = 0;
    while (this.offerings.length < count && !this.exhausted) {
      const offering = this.draw();
      if (this.titles.has(offering.title)) {
        misses += 1;
        this.exhausted = misses >= DRAWS_WITHOUT_NEW_TITLE;
        continue;
      }
      misses = 0;
      this.titles.add(offering.title);
      this.offerings.push(offering);
    }
  }

  private draw(): ProgramOffering {
    const { random, institution, profile } = this;
    const template = pickWeighted(random, this.templates);
    const level = pickWeighted(random, offeredLevels(institution.kind, template));
    const format = pickWeighted(random, template.formats);
    const subject = chooseSubject(random, template, profile, institution);
    const { title, credential } = titleProgram(template, { random, level, subject, format });
    return { template, level, format, subject, title, credential };
  }
}
