import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';
import { ANALYTICS_BATCH_MODEL, AnalyticsBatchClaim } from './analytics-counters.schema';

/**
 * Claims a batch by inserting its id, the one atomic write on the embedded engine: of any number
 * of deliveries of one batch, on any instance, exactly one counts.
 */
@Injectable()
export class AnalyticsBatchClaims {
  constructor(
    @InjectModel(ANALYTICS_BATCH_MODEL) private readonly batches: Model<AnalyticsBatchClaim>,
  ) {}

  /** True when this delivery is the first of `batchId`. */
  async claim(batchId: string, at: Date): Promise<boolean> {
    try {
      await this.batches.create({ _id: batchId, at });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
