import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument } from 'mongoose';
import { type CatalogPhrase } from '../../../shared/catalog/catalog-phrase';
import {
  CATEGORIES,
  COMMITMENTS,
  COURSE_FORMATS,
  COURSE_STATUSES,
  DELIVERY_METHODS,
  DURATION_BANDS,
  DURATION_UNITS,
  LEVELS,
  PROGRAM_TYPES,
  TUITION_BANDS,
  TUITION_PERIODS,
  type Category,
  type Commitment,
  type CourseFormat,
  type CourseStatus,
  type DeliveryMethod,
  type DurationBand,
  type DurationUnit,
  type Level,
  type ProgramType,
  type TuitionBand,
  type TuitionPeriod,
} from '../../../shared/catalog/course-enums';
import { CATALOG_COUNTRY_PATTERN } from '../../../shared/catalog/country-codes';
import { CURRENCIES, type Currency } from '../../../shared/catalog/currencies';
import { FIELDS, type Field } from '../../../shared/catalog/fields';
import { type CourseRecord } from './course-record';

export const COURSE_MODEL = 'Course';

@Schema({ _id: false, versionKey: false })
export class CourseProviderEntity {
  @Prop({ required: true, trim: true })
  name!: string;

  @Prop({ required: true, trim: true, lowercase: true })
  domain!: string;

  @Prop({ required: true, default: false })
  partner!: boolean;
}

/** A vocabulary phrase (shared/catalog/catalog-phrase.ts): a key and the values it is filled with. */
@Schema({ _id: false, versionKey: false })
export class CatalogPhraseEntity implements CatalogPhrase {
  @Prop({ required: true, match: /^[a-z0-9_]+$/ })
  key!: string;

  @Prop({ type: Object })
  values?: Record<string, string | number>;
}

const CatalogPhraseSchema = SchemaFactory.createForClass(CatalogPhraseEntity);

@Schema({ _id: false, versionKey: false })
export class ProgramStageEntity {
  @Prop({ required: true, type: CatalogPhraseSchema })
  title!: CatalogPhraseEntity;

  @Prop({ type: [CatalogPhraseSchema], default: [] })
  modules!: CatalogPhraseEntity[];
}

/**
 * A course/program of the catalogue (spec §3). Closed vocabularies are stored as machine codes
 * (shared/catalog), tuition in the program's own currency with its band, duration as a label plus
 * numbers for filters, and `searchText` normalised for case- and accent-blind search.
 */
@Schema({ collection: 'courses', timestamps: true, versionKey: false })
export class CourseEntity implements CourseRecord {
  @Prop({ required: true, unique: true, trim: true }) code!: string;
  @Prop({ required: true, unique: true, trim: true, lowercase: true }) slug!: string;
  @Prop({ required: true, trim: true }) title!: string;
  @Prop({ type: String, required: true, enum: COURSE_STATUSES, default: 'draft' })
  status!: CourseStatus;
  @Prop({ type: String, required: true, enum: CATEGORIES }) category!: Category;
  @Prop({ type: String, required: true, enum: PROGRAM_TYPES }) programType!: ProgramType;
  @Prop({ type: String, required: true, enum: FIELDS }) field!: Field;
  @Prop({ type: String, required: true, enum: LEVELS }) level!: Level;
  @Prop({ type: String, required: true, enum: DELIVERY_METHODS }) deliveryMethod!: DeliveryMethod;
  @Prop({ type: String, required: true, enum: COURSE_FORMATS }) format!: CourseFormat;
  @Prop({ type: String, required: true, enum: COMMITMENTS }) commitment!: Commitment;
  @Prop({ required: true, match: /^[a-z]{2}$/ }) language!: string;
  @Prop({ required: true, match: /^[a-z]{2}$/ }) contentLanguage!: string;
  @Prop({ required: true, type: CatalogPhraseSchema }) credential!: CatalogPhraseEntity;
  @Prop({ required: true, trim: true }) duration!: string;
  @Prop({ required: true, min: 0.1 }) durationValue!: number;
  @Prop({ type: String, required: true, enum: DURATION_UNITS }) durationUnit!: DurationUnit;
  @Prop({ required: true, min: 0.1 }) durationMonths!: number;
  @Prop({ type: String, required: true, enum: DURATION_BANDS }) durationBand!: DurationBand;
  @Prop({ required: true, min: 0 }) tuitionFee!: number;
  @Prop({ type: String, required: true, enum: CURRENCIES }) currency!: Currency;
  @Prop({ type: String, required: true, enum: TUITION_PERIODS }) tuitionPeriod!: TuitionPeriod;
  @Prop({ type: String, required: true, enum: TUITION_BANDS }) tuitionBand!: TuitionBand;
  @Prop({ required: true, type: Date }) applicationDeadline!: Date;
  @Prop({ required: true, type: Date }) enrollmentDeadline!: Date;
  @Prop({ type: [Date], default: [] }) startDates!: Date[];
  @Prop({ type: [CatalogPhraseSchema], default: [] }) requirements!: CatalogPhraseEntity[];
  @Prop({ type: [SchemaFactory.createForClass(ProgramStageEntity)], default: [] })
  programStructure!: ProgramStageEntity[];
  @Prop({ type: [CatalogPhraseSchema], default: [] }) careerOpportunities!: CatalogPhraseEntity[];
  @Prop({ required: true, min: 1 }) capacity!: number;
  @Prop({ type: [CatalogPhraseSchema], default: [] }) tags!: CatalogPhraseEntity[];
  @Prop({ default: '' }) image!: string;
  @Prop({ type: [String], default: [] }) instructors!: string[];
  @Prop({ required: true, trim: true }) location!: string;
  @Prop({ required: true, match: CATALOG_COUNTRY_PATTERN }) country!: string;
  @Prop({ required: true, type: SchemaFactory.createForClass(CourseProviderEntity) })
  provider!: CourseProviderEntity;
  @Prop({ required: true, type: CatalogPhraseSchema }) bestFor!: CatalogPhraseEntity;
  @Prop({ required: true, default: false }) featured!: boolean;
  @Prop({ required: true }) searchText!: string;
  /** Admin edits' revision: an edit names it, and a stale one is refused (admin-courses). */
  @Prop({ type: Number, default: 0 }) revision?: number;
}

export type CourseDocument = HydratedDocument<CourseEntity>;

export const CourseSchema = SchemaFactory.createForClass(CourseEntity);

/**
 * Indexes for the public catalogue: every filter is combined with `status: 'active'`, the list
 * sorts by title then id, tuition filters compare within a currency, and the offline snapshot
 * reads by update time. FerretDB v1 accepts all of these (no text, TTL, partial or collated
 * indexes, see DESIGN.md §1); code and slug are unique through their @Prop.
 */
for (const filter of ['country', 'category', 'programType', 'deliveryMethod', 'level', 'field']) {
  CourseSchema.index({ status: 1, [filter]: 1 });
}
CourseSchema.index({ status: 1, title: 1, _id: 1 });
CourseSchema.index({ status: 1, currency: 1, tuitionFee: 1 });
CourseSchema.index({ status: 1, applicationDeadline: 1 });
CourseSchema.index({ updatedAt: 1, _id: 1 });
