import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import {
  REFERENCE_EXCHANGE_RATES,
  exchangeRatesSchema,
  type ExchangeRates,
} from '../../../shared/catalog/exchange-rates';
import {
  CATALOG_CACHE_MODEL,
  CATALOG_STATE_ID,
  CATALOG_STATE_MODEL,
  CatalogCachePart,
  CatalogState,
} from './catalog-cache.schema';
import {
  CURRENT_EXCHANGE_RATES_ID,
  EXCHANGE_RATES_MODEL,
  ExchangeRatesEntity,
} from './exchange-rates.schema';

/** Summaries per cache part: about 2.5 MB of JSON, far below MongoDB's 16 MB document limit. */
const SUMMARIES_PER_PART = 5_000;

const partId = (version: string, part: number | 'manifest') => `${version}:${part}`;

/**
 * Stores one cache document. Upserts are not atomic on the embedded engine (DESIGN decision 10):
 * when two instances rebuild the same version at once, the slower insert of an `_id` fails as a
 * duplicate. Both wrote the same version's same content, so that failure is harmless.
 */
async function putPart(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * The catalogue's version document, its serialised cache and the exchange-rate table it converts
 * tuition with. Every read here is by `_id`, the only lookup FerretDB v1 answers from an index.
 */
@Injectable()
export class CatalogCacheRepository {
  constructor(
    @InjectModel(CATALOG_STATE_MODEL) private readonly state: Model<CatalogState>,
    @InjectModel(CATALOG_CACHE_MODEL) private readonly cache: Model<CatalogCachePart>,
    @InjectModel(EXCHANGE_RATES_MODEL) private readonly rates: Model<ExchangeRatesEntity>,
  ) {}

  /**
   * The current table; the first read stores the dated reference rates. Stored with a unique-`_id`
   * insert, the one atomic write on the embedded engine (an upsert is not: two instances starting
   * at once both inserted and one failed on the duplicate key); the loser reads the winner's.
   */
  async exchangeRates(): Promise<ExchangeRates> {
    const stored = await this.rates.findById(CURRENT_EXCHANGE_RATES_ID).lean().exec();
    if (stored) return exchangeRatesSchema.parse(stored);
    try {
      await this.rates.create({ _id: CURRENT_EXCHANGE_RATES_ID, ...REFERENCE_EXCHANGE_RATES });
      return REFERENCE_EXCHANGE_RATES;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.rates.findById(CURRENT_EXCHANGE_RATES_ID).lean().exec();
      return exchangeRatesSchema.parse(winner);
    }
  }

  async currentVersion(): Promise<string | undefined> {
    const state = await this.state.findById(CATALOG_STATE_ID).lean().exec();
    return state?.version;
  }

  /**
   * Marks the catalogue changed; call after the write to `courses` has completed. The version
   * document is created by a unique-`_id` insert, never an upsert: an upsert is not atomic on the
   * embedded engine, and two instances starting at once both inserted and one failed.
   */
  async bumpVersion(): Promise<string> {
    const version = randomUUID();
    const { matchedCount } = await this.setVersion(version);
    if (matchedCount === 0 && !(await this.createVersion(version))) await this.setVersion(version);
    return version;
  }

  /**
   * Sets the version to one whose cache the caller has just written (CatalogPublisher, after
   * claiming it as the successor of the current one).
   */
  async switchVersion(version: string): Promise<void> {
    const { matchedCount } = await this.setVersion(version);
    if (matchedCount === 0 && !(await this.createVersion(version))) await this.setVersion(version);
  }

  /** Replaces the exchange-rate table (admins); publish the catalogue afterwards. */
  async saveExchangeRates(rates: ExchangeRates): Promise<void> {
    await this.exchangeRates();
    await this.rates
      .updateOne(
        { _id: CURRENT_EXCHANGE_RATES_ID },
        { $set: { date: rates.date, usdRates: rates.usdRates } },
      )
      .exec();
  }

  /** The version, creating one when the catalogue has never had one (a fresh database). */
  async ensureVersion(): Promise<string> {
    const current = await this.currentVersion();
    if (current) return current;
    const version = randomUUID();
    if (await this.createVersion(version)) return version;
    // Another instance created it first: everyone loads the winner's version.
    return (await this.currentVersion())!;
  }

  private setVersion(version: string) {
    return this.state.updateOne({ _id: CATALOG_STATE_ID }, { $set: { version } }).exec();
  }

  /** Whether this call created the version document (false: another instance had just done so). */
  private async createVersion(version: string): Promise<boolean> {
    try {
      await this.state.create({ _id: CATALOG_STATE_ID, version });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return false;
    }
  }

  async read(version: string): Promise<CourseSummary[] | undefined> {
    const manifest = await this.cache.findById(partId(version, 'manifest')).lean().exec();
    if (typeof manifest?.parts !== 'number') return undefined;
    const ids = Array.from({ length: manifest.parts }, (_, part) => partId(version, part));
    const parts = await Promise.all(ids.map((id) => this.cache.findById(id).lean().exec()));
    if (parts.some((part) => typeof part?.json !== 'string')) return undefined;
    return parts.flatMap((part) => JSON.parse(part!.json!) as CourseSummary[]);
  }

  /** Writes the parts first and the manifest last, so a reader never sees half a cache. */
  async write(version: string, summaries: readonly CourseSummary[]): Promise<void> {
    let parts = 0;
    for (let from = 0; from < summaries.length; from += SUMMARIES_PER_PART, parts += 1) {
      const json = JSON.stringify(summaries.slice(from, from + SUMMARIES_PER_PART));
      await putPart(() =>
        this.cache
          .replaceOne({ _id: partId(version, parts) }, { version, json }, { upsert: true })
          .exec(),
      );
    }
    await putPart(() =>
      this.cache
        .replaceOne({ _id: partId(version, 'manifest') }, { version, parts }, { upsert: true })
        .exec(),
    );
    // A scan, but of a handful of documents and never on a request path.
    await this.cache.deleteMany({ version: { $ne: version } }).exec();
  }
}
