import { Injectable } from '@nestjs/common';
import { type ConversationHead } from './conversation-head';
import { ConversationRepository } from './conversation.repository';

/**
 * The advisors' cross-user list of conversations, from memory (DESIGN.md decision 10): rebuilt
 * from every head when the version document's stamp differs from the one it was built at, which
 * any head write on any instance changes. The stamp is read before the scan, so a write during
 * a rebuild makes the next read rebuild again.
 */
@Injectable()
export class ConversationQueue {
  private builtAt: string | null | undefined;
  private heads: ConversationHead[] = [];
  private rebuilding: Promise<void> | undefined;

  constructor(private readonly repository: ConversationRepository) {}

  /** The conversations `wanted` keeps, oldest hand-off (else oldest) first. */
  async list(wanted: (head: ConversationHead) => boolean): Promise<ConversationHead[]> {
    const stamp = await this.repository.readVersion();
    if (stamp !== this.builtAt) {
      this.rebuilding ??= this.rebuild(stamp).finally(() => (this.rebuilding = undefined));
      await this.rebuilding;
    }
    const since = (head: ConversationHead) => (head.handoff?.at ?? head.createdAt).getTime();
    return this.heads.filter(wanted).sort((a, b) => since(a) - since(b));
  }

  private async rebuild(stamp: string | null): Promise<void> {
    this.heads = await this.repository.allHeads();
    this.builtAt = stamp;
  }
}
