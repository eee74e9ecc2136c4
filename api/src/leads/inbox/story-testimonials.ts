import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { CONTENT_ITEM_MODEL, ContentItemEntity } from '../../content/content-item.schema';

/** Where an approved story's photo is served (the story's reference ID in the path). */
export const storyPhotoUrl = (referenceId: string) =>
  `/api/public/success-stories/${encodeURIComponent(referenceId)}/photo`;

/** The testimonial's slug: the reference ID in the slug alphabet (`story-sa-abcd-efgh`). */
const slugOf = (referenceId: string) => `story-${referenceId.toLowerCase()}`;

export interface ApprovedStory {
  referenceId: string;
  language: LanguageCode;
  fullName: string;
  story: string;
  programStudied: string;
  institution: string;
  hasPhoto: boolean;
}

/**
 * The public side of success-story moderation: an approved story becomes a published testimonial
 * content item in the language it was written in (GET /api/public/testimonials lists those), a
 * rejected one is archived so it leaves the list.
 */
@Injectable()
export class StoryTestimonials {
  constructor(@InjectModel(CONTENT_ITEM_MODEL) private readonly items: Model<ContentItemEntity>) {}

  async publish(story: ApprovedStory, now = new Date()): Promise<void> {
    const item = {
      type: 'testimonial' as const,
      status: 'published' as const,
      publishedAt: now,
      translations: {
        [story.language]: { title: story.fullName, excerpt: story.story, body: '' },
      },
      featuredImage: story.hasPhoto ? storyPhotoUrl(story.referenceId) : null,
      category: [story.programStudied, story.institution].filter(Boolean).join(', ') || null,
      tags: ['success-story'],
      author: story.fullName,
    };
    await this.items
      .updateOne({ _id: slugOf(story.referenceId) }, { $set: item }, { upsert: true })
      .exec();
  }

  /** Removes the testimonial for good: its author's account was deleted. */
  async erase(referenceId: string): Promise<void> {
    await this.items.deleteOne({ _id: slugOf(referenceId) }).exec();
  }

  async withdraw(referenceId: string): Promise<void> {
    await this.items
      .updateOne({ _id: slugOf(referenceId) }, { $set: { status: 'archived' } })
      .exec();
  }
}
