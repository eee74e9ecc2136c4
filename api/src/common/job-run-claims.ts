/**
 * Scheduled jobs run once per slot across every instance sharing the database (DESIGN.md
 * decision 12): each run first claims `<job>:<slot>` by inserting that `_id`, the one write the
 * embedded engine makes atomic; whoever loses the insert skips the run.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

interface JobRunClaim {
  _id: string;
  claimedAt: Date;
}

@Injectable()
export class JobRunClaims {
  private readonly runs: Collection<JobRunClaim>;

  constructor(@InjectConnection() connection: Connection) {
    this.runs = connection.collection<JobRunClaim>('job_runs');
  }

  /** True when this call won the run of `job` in the slot of `now` (`slotMs` wide). */
  async claim(job: string, now: Date, slotMs: number): Promise<boolean> {
    const slot = Math.floor(now.getTime() / slotMs);
    try {
      await this.runs.insertOne({ _id: `${job}:${slot}`, claimedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
