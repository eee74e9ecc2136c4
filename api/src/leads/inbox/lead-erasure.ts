import { Inject, Injectable } from '@nestjs/common';
import { type SubmissionKind } from '../../../../shared/leads/submission';
import { GridChangeLog } from '../../admin-grid/grid-change-log';
import { PHOTO_STORAGE, type PhotoStorage } from '../storage/photo-storage';
import { LeadRecords } from './lead-records';
import { LEADS_GRID } from './leads-grid-name';
import { StoryTestimonials } from './story-testimonials';

/** A lead to forget, as the scan that found it read it. */
export interface ErasedLead {
  _id: string;
  kind: SubmissionKind;
  photoKey?: unknown;
}

/**
 * Forgets leads whose sender's account was deleted (spec §9): the submission, its follow-up, a
 * story's published testimonial and photo. Then every instance's inbox drops them on its next
 * poll of the change feed, instead of listing people who are gone.
 */
@Injectable()
export class LeadErasure {
  constructor(
    private readonly records: LeadRecords,
    private readonly testimonials: StoryTestimonials,
    @Inject(PHOTO_STORAGE) private readonly photos: PhotoStorage,
    private readonly feed: GridChangeLog,
  ) {}

  async erase(leads: readonly ErasedLead[]): Promise<void> {
    for (const lead of leads) {
      await this.records.erase(lead.kind, lead._id);
      if (lead.kind !== 'successStory') continue;
      await this.testimonials.erase(lead._id);
      if (typeof lead.photoKey === 'string') await this.photos.delete(lead.photoKey);
    }
    if (leads.length > 0)
      await this.feed.record(
        LEADS_GRID,
        leads.map((lead) => lead._id),
      );
  }
}
