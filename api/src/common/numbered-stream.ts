import { type Model } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { KeyedLock } from './keyed-lock';
import { type StreamHead } from './numbered-stream.schema';

/** The fields every entry of a numbered stream carries. */
export interface NumberedEntry {
  _id: string;
  stream: string;
  seq: number;
}

/** Lookups by `_id` sent at once while reading a stream forward. */
const READ_BATCH = 50;

/**
 * Append-only streams of entries numbered 1, 2, 3… (`_id` = `<stream>:<seq>`), for logs and
 * change feeds that other instances and readers follow by `_id` alone (DESIGN.md decision 10).
 * An entry's number is claimed by inserting it: a unique-`_id` insert is the one atomic write on
 * the embedded engine, so concurrent writers on any instance never share a number and the
 * numbers have no gaps (a writer only tries n + 1 once n exists).
 */
export class NumberedStream<Entry extends NumberedEntry> {
  private readonly appends = new KeyedLock();
  /** The last number this process wrote or read per stream: where the next claim starts. */
  private readonly known = new Map<string, number>();

  constructor(
    private readonly entries: Model<Entry>,
    private readonly heads: Model<StreamHead>,
  ) {}

  static entryId(stream: string, seq: number): string {
    return `${stream}:${seq}`;
  }

  /** Stores `fields` as the stream's next entry and answers its number. */
  append(stream: string, fields: Omit<Entry, keyof NumberedEntry>): Promise<number> {
    // One claim at a time per stream in this process, so its own appends never collide.
    return this.appends.run(stream, async () => {
      let seq = (this.known.get(stream) ?? (await this.headHint(stream))) + 1;
      for (;;) {
        try {
          await this.entries.create({
            _id: NumberedStream.entryId(stream, seq),
            stream,
            seq,
            ...fields,
          });
          break;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          seq += 1; // another instance took this number
        }
      }
      this.known.set(stream, seq);
      await this.raiseHead(stream, seq);
      return seq;
    });
  }

  /** The number of the stream's last entry (0 when empty). */
  async last(stream: string): Promise<number> {
    let seq = await this.headHint(stream);
    // The hint may lag: walk forward to the real end.
    for (;;) {
      const batch = await this.read(stream, seq, READ_BATCH);
      if (batch.length === 0) return seq;
      seq = batch[batch.length - 1]!.seq;
      if (batch.length < READ_BATCH) return seq;
    }
  }

  /**
   * Entries after number `after`, in order, up to `max` of them (all when omitted). A follower
   * usually finds nothing new, and one lookup says so. Past that, the head hint says how many to
   * ask for at once, plus one past it; beyond the hint (it may lag) the batches start at one and
   * double. A batch that comes back short has met the end, so no lookup is spent past it.
   */
  async readAfter(stream: string, after: number, max = Number.POSITIVE_INFINITY): Promise<Entry[]> {
    if (max < 1) return [];
    const found = await this.read(stream, after, 1);
    if (found.length === 0) return found;
    const head = await this.headHint(stream);
    let seq = after + 1;
    let pastHead = 1;
    while (found.length < max) {
      const hinted = head - seq + 1;
      const size = hinted > 1 ? Math.min(hinted, READ_BATCH) : pastHead;
      const wanted = Math.min(size, max - found.length);
      const batch = await this.read(stream, seq, wanted);
      found.push(...batch);
      if (batch.length < wanted) break;
      seq = batch[batch.length - 1]!.seq;
      if (hinted <= 1) pastHead = Math.min(pastHead * 2, READ_BATCH);
    }
    return found;
  }

  /** Up to `count` consecutive entries after `after`, stopping at the first one missing. */
  private async read(stream: string, after: number, count: number): Promise<Entry[]> {
    const ids = Array.from({ length: count }, (_, i) =>
      NumberedStream.entryId(stream, after + 1 + i),
    );
    const docs = await Promise.all(ids.map((id) => this.entries.findById(id).lean<Entry>().exec()));
    const present = docs.findIndex((doc) => !doc);
    return (present === -1 ? docs : docs.slice(0, present)) as Entry[];
  }

  private headId(stream: string): string {
    return `${this.entries.collection.collectionName}/${stream}`;
  }

  private async headHint(stream: string): Promise<number> {
    const head = await this.heads.findById(this.headId(stream)).lean<StreamHead>().exec();
    return head?.seq ?? 0;
  }

  /**
   * Moves the hint forward. Read then write (the heads collection is tiny, but a filter other
   * than `{ _id }` is still a scan); a lost race only leaves the hint lower, which readers walk
   * past.
   */
  private async raiseHead(stream: string, seq: number): Promise<void> {
    const _id = this.headId(stream);
    const head = await this.heads.findById(_id).lean<StreamHead>().exec();
    if (head) {
      if (head.seq < seq) await this.heads.updateOne({ _id }, { $set: { seq } }).exec();
      return;
    }
    try {
      await this.heads.create({ _id, seq });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
