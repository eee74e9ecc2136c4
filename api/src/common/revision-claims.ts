/**
 * Revisions claimed once (DESIGN.md decision 10): no update is atomic on the embedded engine, so
 * a writer that wants to turn revision n of a document into n + 1 first inserts `<docId>@<n+1>`
 * into a claims collection. Only one insert of an `_id` succeeds, on any instance, so of two
 * saves made from the same revision exactly one wins and the other is told it is stale.
 */
import { type Collection, type Connection } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

interface RevisionClaim {
  _id: string;
  claimedAt: Date;
}

export class RevisionClaims {
  private readonly claims: Collection<RevisionClaim>;

  constructor(connection: Connection, collection: string) {
    this.claims = connection.collection<RevisionClaim>(collection);
  }

  /** True when this call won revision `revision` of `docId`. */
  async claim(docId: string, revision: number, now = new Date()): Promise<boolean> {
    try {
      await this.claims.insertOne({ _id: `${docId}@${revision}`, claimedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Forgets every claim of `docId` up to `revision` (the document was deleted). */
  async forget(docId: string, revision: number): Promise<void> {
    for (let rev = 1; rev <= revision; rev++)
      await this.claims.deleteOne({ _id: `${docId}@${rev}` });
  }
}
