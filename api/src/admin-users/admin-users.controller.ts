import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import {
  type BulkUserAction,
  createUserSchema,
  type CreateUserInput,
  updateUserSchema,
  type UpdateUserInput,
  USERS_GRID,
} from '../../../shared/admin/admin-users';
import { bulkSelectionSchema, type GridQueryOf } from '../../../shared/admin/grid-query';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { auditActor } from '../audit/audit-log.service';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { type AdminCaller, AdminUsersService } from './admin-users.service';

const bulkBody = bulkSelectionSchema(USERS_GRID);
const userId = z.string().min(1).max(200);

function callerOf(principal: Principal, request: Request): AdminCaller {
  return { ...auditActor(principal, request), roles: principal.roles };
}

/** /api/admin/users (issue 13 item 4): the users grid and every action on a user. */
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @RequirePermission('users:read')
  @Get()
  list(
    @Query(new ZodValidationPipe(USERS_GRID.querySchema)) query: GridQueryOf<typeof USERS_GRID>,
  ) {
    return this.users.list(query);
  }

  // Before the `:id` routes, which would otherwise take 'bulk' for an id.
  @RequirePermission('users:suspend')
  @Post('bulk/suspend')
  @HttpCode(200)
  bulkSuspend(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(bulkBody)) body: z.output<typeof bulkBody>,
  ) {
    return this.bulk(principal, request, 'suspend', body);
  }

  @RequirePermission('users:suspend')
  @Post('bulk/activate')
  @HttpCode(200)
  bulkActivate(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(bulkBody)) body: z.output<typeof bulkBody>,
  ) {
    return this.bulk(principal, request, 'activate', body);
  }

  @RequirePermission('users:delete')
  @Post('bulk/delete')
  @HttpCode(200)
  bulkDelete(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(bulkBody)) body: z.output<typeof bulkBody>,
  ) {
    return this.bulk(principal, request, 'delete', body);
  }

  @RequirePermission('users:read')
  @Get(':id')
  get(@Param('id', new ZodValidationPipe(userId)) id: string) {
    return this.users.get(id);
  }

  @RequirePermission('users:create')
  @Post()
  create(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(createUserSchema)) body: CreateUserInput,
  ) {
    return this.users.create(callerOf(principal, request), body);
  }

  @RequirePermission('users:update')
  @Patch(':id')
  update(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id', new ZodValidationPipe(userId)) id: string,
    @Body(new ZodValidationPipe(updateUserSchema)) body: UpdateUserInput,
  ) {
    return this.users.update(callerOf(principal, request), id, body);
  }

  @RequirePermission('users:delete')
  @Delete(':id')
  @HttpCode(204)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id', new ZodValidationPipe(userId)) id: string,
  ): Promise<void> {
    await this.users.remove(callerOf(principal, request), id);
  }

  @RequirePermission('users:suspend')
  @Post(':id/suspend')
  @HttpCode(200)
  suspend(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id', new ZodValidationPipe(userId)) id: string,
  ) {
    return this.users.suspend(callerOf(principal, request), id);
  }

  @RequirePermission('users:suspend')
  @Post(':id/activate')
  @HttpCode(200)
  activate(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id', new ZodValidationPipe(userId)) id: string,
  ) {
    return this.users.activate(callerOf(principal, request), id);
  }

  @RequirePermission('users:reset-password')
  @Post(':id/reset-password')
  @HttpCode(204)
  async resetPassword(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id', new ZodValidationPipe(userId)) id: string,
  ): Promise<void> {
    await this.users.resetPassword(callerOf(principal, request), id);
  }

  private bulk(
    principal: Principal,
    request: Request,
    action: BulkUserAction,
    body: z.output<typeof bulkBody>,
  ) {
    return this.users.bulk(callerOf(principal, request), action, body);
  }
}
