import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { KeyedLock } from '../common/keyed-lock';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import {
  COURSE_FAVOURITE_ENTRY_MODEL,
  CourseFavouriteEntry,
} from './course-favourite-entry.schema';

interface FoldedCourse {
  seq: number;
  users: Map<string, { live: boolean; revision: number }>;
}

/**
 * Who has favourited a course, read by `_id` only (DESIGN.md decision 10): every favourite the
 * sync engine stores appends an entry to the course's numbered stream, and a reader folds the
 * stream to each student's latest revision. Each instance keeps the folded state per course and
 * reads only the entries after the last it has seen, so asking again costs one probe.
 */
@Injectable()
export class CourseFavourites {
  private readonly stream: NumberedStream<CourseFavouriteEntry>;
  private readonly folded = new Map<string, FoldedCourse>();
  private readonly reads = new KeyedLock();

  constructor(
    @InjectModel(COURSE_FAVOURITE_ENTRY_MODEL) entries: Model<CourseFavouriteEntry>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.stream = new NumberedStream(entries, heads);
  }

  /** Records a stored favourite's state; call after the sync engine claimed its revision. */
  async record(courseId: string, userId: string, live: boolean, revision: number): Promise<void> {
    await this.stream.append(courseId, { userId, live, revision });
  }

  /** The students whose favourite of the course is live now. */
  async studentsOf(courseId: string): Promise<string[]> {
    const course = await this.reads.run(courseId, async () => {
      const known = this.folded.get(courseId) ?? { seq: 0, users: new Map() };
      for (const entry of await this.stream.readAfter(courseId, known.seq)) {
        const seen = known.users.get(entry.userId);
        if (!seen || seen.revision <= entry.revision) {
          known.users.set(entry.userId, { live: entry.live, revision: entry.revision });
        }
        known.seq = entry.seq;
      }
      this.folded.set(courseId, known);
      return known;
    });
    return [...course.users].filter(([, state]) => state.live).map(([userId]) => userId);
  }
}
