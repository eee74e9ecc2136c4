/**
 * What one instance remembers of one user's inbox (notification-memories.ts keeps these): the
 * log state folded up to the last entry it read, and which notifications are known read. The log
 * is append-only and every change of the inbox is an entry, so reading the entries past
 * `state.sequence` brings the memory up to date, whichever instance wrote them.
 *
 * Read states: a notification created before the last read-all is read. Any other one's reads
 * are 'read' entries after its creation, so for a notification created at or after `knownFrom`
 * (the sequence this memory started to fold at) its read entries are all folded: read exactly
 * when `read` says so. An older one's state comes from its read claim, looked up once and
 * remembered: a claim missing at the lookup means any later read is an entry past the memory's
 * sequence at that moment, which the fold sets.
 */
import { type LogCheck } from './inbox-append-feed';
import { type NotificationLogEvent, type NotificationLogState } from './notification-log-state';

/** Read states one inbox remembers; past this it forgets them and starts again from its end. */
export const READ_STATES_PER_INBOX = 1_000;

let epochs = 0;
/** A number no other memory of this process has had: tags what was kept under a memory. */
export const nextEpoch = () => ++epochs;

export class InboxMemory {
  /** Notification id → read; true only from a 'read' entry or a read claim. */
  readonly read = new Map<string, boolean>();
  /** Changes when a notification is removed: items kept under the old epoch are not used. */
  itemEpoch = nextEpoch();
  /** Changes when `read` is forgotten: a claim looked up before is not recorded. */
  readEpoch = nextEpoch();
  /** The highest sequence announced for this user since the memory exists (inbox-append-feed.ts). */
  announced = 0;
  /** When the memory last read the log's end; undefined while that is not to be relied on. */
  checked: LogCheck | undefined;
  private knownFrom: number;

  constructor(public state: NotificationLogState) {
    this.knownFrom = state.sequence;
  }

  /** Folds log entry `state.sequence`; false when it is not the next one (another call did it). */
  fold(event: NotificationLogEvent, state: NotificationLogState): boolean {
    if (state.sequence !== this.state.sequence + 1) return false;
    this.state = state;
    switch (event.kind) {
      case 'created':
        break;
      case 'read':
        this.read.set(event.id, true);
        break;
      case 'read-all':
        // Everything created before it is read by it; nothing after it can be read yet.
        this.read.clear();
        break;
      case 'removed':
        this.read.delete(event.id);
        this.itemEpoch = nextEpoch();
        break;
    }
    if (this.read.size > READ_STATES_PER_INBOX) this.forgetReads();
    return true;
  }

  /** Whether the notification is read; undefined when only its read claim can tell. */
  isRead(item: { id: string; sequence: number }): boolean | undefined {
    if (item.sequence < this.state.lastReadAllSequence) return true;
    const known = this.read.get(item.id);
    if (known !== undefined) return known;
    return item.sequence >= this.knownFrom ? false : undefined;
  }

  /**
   * Records a read claim looked up while `readEpoch` was `epoch`. A found claim is a read; a
   * missing one is kept unless a read was folded meanwhile.
   */
  recordClaim(id: string, claimed: boolean, epoch: number): void {
    if (epoch !== this.readEpoch) return;
    if (claimed) this.read.set(id, true);
    else if (!this.read.has(id)) this.read.set(id, false);
    if (this.read.size > READ_STATES_PER_INBOX) this.forgetReads();
  }

  private forgetReads(): void {
    this.read.clear();
    this.knownFrom = this.state.sequence;
    this.readEpoch = nextEpoch();
  }
}
