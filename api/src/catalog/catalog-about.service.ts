import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { type CatalogAbout } from '../../../shared/catalog/catalog-about';
import {
  CATALOG_SEED_RUN_MODEL,
  COURSES_SEED_RUN_ID,
  CatalogSeedRun,
} from './catalog-seed-run.schema';

/** Tells visitors whether the catalogue is the generated sample (its seed run is recorded). */
@Injectable()
export class CatalogAboutService {
  constructor(
    @InjectModel(CATALOG_SEED_RUN_MODEL) private readonly seedRuns: Model<CatalogSeedRun>,
  ) {}

  async about(): Promise<CatalogAbout> {
    // Read by _id on every call (one indexed lookup): another instance may seed at any time.
    const run = await this.seedRuns.findById(COURSES_SEED_RUN_ID, { _id: 1 }).lean().exec();
    return { sample: run !== null };
  }
}
