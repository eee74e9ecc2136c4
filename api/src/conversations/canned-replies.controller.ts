import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  type CannedReply,
  type CannedReplyFields,
  cannedReplyInputSchema,
} from '../../../shared/conversations/advisor-desk';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { CannedRepliesRepository, type StoredCannedReply } from './canned-replies.repository';

const view = (reply: StoredCannedReply): CannedReply => ({
  id: reply._id,
  language: reply.language,
  title: reply.title,
  text: reply.text,
  updatedAt: reply.updatedAt.toISOString(),
});

const notFound = () => new ApiException(404, CALL_ERROR_MESSAGES.notFound);

/**
 * `/api/admin/canned-replies`: the advisors' ready-made replies per language. Every advisor reads
 * them; writing them takes `conversations:manage`. Each reply is its own document, written whole.
 */
@Controller('admin/canned-replies')
export class CannedRepliesController {
  constructor(private readonly repository: CannedRepliesRepository) {}

  @Get()
  @RequirePermission('conversations:read')
  async list(): Promise<CannedReply[]> {
    const replies = await this.repository.all();
    return replies
      .sort((a, b) => a.language.localeCompare(b.language) || a.title.localeCompare(b.title))
      .map(view);
  }

  @Post()
  @RequirePermission('conversations:manage')
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(cannedReplyInputSchema)) fields: CannedReplyFields,
  ): Promise<CannedReply> {
    const reply = { _id: randomUUID(), ...fields, updatedAt: new Date(), updatedBy: principal.sub };
    await this.repository.insert(reply);
    return view(reply);
  }

  @Put(':id')
  @RequirePermission('conversations:manage')
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(cannedReplyInputSchema)) fields: CannedReplyFields,
  ): Promise<CannedReply> {
    if (!(await this.repository.read(id))) throw notFound();
    const reply = { _id: id, ...fields, updatedAt: new Date(), updatedBy: principal.sub };
    await this.repository.replace(reply);
    return view(reply);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('conversations:manage')
  async remove(@Param('id') id: string): Promise<void> {
    if (!(await this.repository.delete(id))) throw notFound();
  }
}
