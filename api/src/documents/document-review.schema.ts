import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const DOCUMENT_REVIEW_MODEL = 'DocumentReview';

/**
 * The claim of one version's review, `_id` = `<versionId>@review`: no update is atomic on the
 * embedded engine (DESIGN.md decision 10), so of two advisors approving or rejecting one version
 * at once, on any instance, only the one whose insert lands makes the decision.
 */
@Schema({ collection: 'document_reviews', versionKey: false })
export class DocumentReviewClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  decision!: string;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const DocumentReviewSchema = SchemaFactory.createForClass(DocumentReviewClaim);
