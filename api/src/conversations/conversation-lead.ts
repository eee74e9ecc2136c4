import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { type VisitorConversationRequest } from '../../../shared/conversations/chat-contact';
import { LeadSubmissionService } from '../leads/submissions/lead-submission.service';
import { submissionContextOf } from '../leads/submissions/submission-context';

/** How a chat lead is told apart from the consultation form's in the leads inbox. */
export const CHAT_LEAD_CHANNEL = 'chat';

/**
 * Turns the chat's contact details into a lead at once, through the leads' own submission path
 * (bot check, idempotency, consent records): a consultation-like record with `channel: 'chat'`,
 * so the leads inbox shows it and a visitor who leaves is still followed up.
 */
@Injectable()
export class ConversationLead {
  constructor(private readonly submissions: LeadSubmissionService) {}

  async submit(
    conversationId: string,
    body: VisitorConversationRequest,
    proof: unknown,
    request: Request,
  ): Promise<string> {
    const { contact } = body;
    const result = await this.submissions.submit(
      {
        kind: 'consultation',
        idempotencyKey: `chat-${conversationId}`,
        request: body,
        context: submissionContextOf(request, body),
        consents: { privacy: contact.contactConsent },
        fields: {
          channel: CHAT_LEAD_CHANNEL,
          conversationId,
          fullName: contact.fullName,
          email: contact.email,
          contactMethod: contact.messagingApp ?? 'email',
          messagingId: contact.messagingId,
          preferredLanguage: body.language,
          communicationLanguage: body.language,
        },
      },
      proof,
    );
    return result.referenceId;
  }
}
