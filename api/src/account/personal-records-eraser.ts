/**
 * Erases what a deleted user left outside their own `_id`-keyed documents: the leads they sent
 * under their e-mail address before or after signing up (consultations, guide requests, contact
 * messages, newsletter subscriptions, success stories) with their follow-up and published
 * testimonial (LeadErasure), and the security events of their login.
 * These are found only by scanning, so only the scheduled AccountDeletionJob calls this, never a
 * request (DESIGN.md decision 10).
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { normaliseEmail } from '../../../shared/auth/password-policy';
import { type SubmissionKind } from '../../../shared/leads/submission';
import { type ErasedLead, LeadErasure } from '../leads/inbox/lead-erasure';
import { SUBMISSION_COLLECTIONS } from '../leads/submissions/submission-records';

interface LeadFields {
  _id: string;
  email?: unknown;
  photoKey?: unknown;
}

@Injectable()
export class PersonalRecordsEraser {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly leads: LeadErasure,
  ) {}

  /** Removes every lead sent under `email`, with its follow-up; answers how many went. */
  async eraseLeads(email: string): Promise<number> {
    const wanted = normaliseEmail(email);
    if (!wanted) return 0;
    const found: ErasedLead[] = [];
    for (const [kind, name] of Object.entries(SUBMISSION_COLLECTIONS) as [
      SubmissionKind,
      string,
    ][]) {
      const leads = this.connection.collection<LeadFields>(name);
      const all = await leads.find({}, { projection: { email: 1, photoKey: 1 } }).toArray();
      for (const lead of all) {
        if (typeof lead.email !== 'string' || normaliseEmail(lead.email) !== wanted) continue;
        found.push({ _id: lead._id, kind, photoKey: lead.photoKey });
      }
    }
    await this.leads.erase(found);
    return found.length;
  }

  /** Removes the failed-login and lockout records of the login. */
  async eraseSecurityEvents(sub: string, email: string | undefined): Promise<void> {
    const events = this.connection.collection('security_events');
    await events.deleteMany({ sub });
    if (email) await events.deleteMany({ email: normaliseEmail(email) });
  }
}
