import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { queryCatalogue } from '../../../shared/catalog/catalog-query';
import { relatedCourses } from '../../../shared/catalog/catalog-related';
import {
  RELATED_COURSES_LIMIT,
  type CourseDetail,
  type CourseDetailQuery,
} from '../../../shared/catalog/course-detail';
import {
  type CourseListItem,
  type CourseListQuery,
  type CourseListResponse,
} from '../../../shared/catalog/course-list';
import { toCourseCard, type CourseSummary } from '../../../shared/catalog/course-summary';
import { type Currency } from '../../../shared/catalog/currencies';
import { convertTuition, type ExchangeRates } from '../../../shared/catalog/exchange-rates';
import { ApiException } from '../common/api-exception';
import { CatalogListCache } from './catalog-list-cache';
import { CatalogStore } from './catalog-store.service';
import { COURSE_MODEL, CourseEntity } from './course.schema';
import { type StoredCourse, toCourseDto } from './course.mapper';

/** Spec §8 toast wording for a program that does not exist or is not public. */
export const COURSE_NOT_FOUND_MESSAGE = 'Course Not Found';

function toListItem(
  summary: CourseSummary,
  currency: Currency,
  rates: ExchangeRates,
): CourseListItem {
  return {
    ...toCourseCard(summary),
    tuitionConverted: convertTuition(summary.tuitionFee, summary.currency, currency, rates),
  };
}

/**
 * The public catalogue: lists from the in-memory store (only active programs are in it) with the
 * shared query code the browser also runs offline, and reads one program's every field by `_id`,
 * the one lookup FerretDB answers from an index.
 */
@Injectable()
export class CatalogService {
  constructor(
    private readonly store: CatalogStore,
    private readonly listCache: CatalogListCache,
    @InjectModel(COURSE_MODEL) private readonly courses: Model<CourseEntity>,
  ) {}

  /** The list answer as JSON bytes, kept for the next request of the same URL (catalog-list-cache.ts). */
  listPublicJson(url: string, query: CourseListQuery): Buffer {
    return this.listCache.body(url, (now) => this.listPublic(query, now));
  }

  listPublic(query: CourseListQuery, now: Date = new Date()): CourseListResponse {
    const catalogue = this.store.catalogue.prepared;
    const { items, total, facets } = queryCatalogue(catalogue, query, now);
    const { page, limit, currency } = query;
    return {
      items: items.map((item) => toListItem(item, currency, catalogue.rates)),
      total,
      page,
      limit,
      currency,
      ratesDate: catalogue.rates.date,
      facets,
    };
  }

  /** One active program by its id or its slug; anything else is 'Course Not Found'. */
  async findPublic(idOrSlug: string, { currency }: CourseDetailQuery): Promise<CourseDetail> {
    const { byId, bySlug, prepared: catalogue } = this.store.catalogue;
    const summary = byId.get(idOrSlug) ?? bySlug.get(idOrSlug);
    // The store may lag a few seconds behind an edit: the stored status has the last word.
    const course = summary
      ? await this.courses.findById(summary.id).lean<StoredCourse>().exec()
      : null;
    if (!summary || !course || course.status !== 'active') {
      throw new ApiException(404, COURSE_NOT_FOUND_MESSAGE);
    }
    const { rates } = catalogue;
    return {
      ...toCourseDto(course),
      tuitionConverted: convertTuition(course.tuitionFee, course.currency, currency, rates),
      displayCurrency: currency,
      ratesDate: rates.date,
      related: relatedCourses(catalogue, summary, RELATED_COURSES_LIMIT).map((item) =>
        toListItem(item, currency, rates),
      ),
    };
  }
}
