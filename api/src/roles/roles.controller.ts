import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import {
  createRoleSchema,
  type CreateRoleInput,
  updateRoleSchema,
  type UpdateRoleInput,
} from '../../../shared/admin/roles';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { RolesService } from './roles.service';

const deleteQuerySchema = z.object({ revision: z.coerce.number().int().min(1).optional() });

/** /api/admin/roles: role management (spec §6: admin → roles). */
@Controller('admin/roles')
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @RequirePermission('roles:read')
  @Get()
  async list() {
    return { roles: await this.roles.list() };
  }

  @RequirePermission('roles:write')
  @Post()
  create(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(createRoleSchema)) input: CreateRoleInput,
  ) {
    return this.roles.create(principal, auditActor(principal, request), input);
  }

  @RequirePermission('roles:write')
  @Put(':name')
  update(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('name') name: string,
    @Body(new ZodValidationPipe(updateRoleSchema)) input: UpdateRoleInput,
  ) {
    return this.roles.update(principal, auditActor(principal, request), name, input);
  }

  @RequirePermission('roles:write')
  @Delete(':name')
  async delete(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('name') name: string,
    @Query(new ZodValidationPipe(deleteQuerySchema)) query: z.infer<typeof deleteQuerySchema>,
  ) {
    await this.roles.delete(principal, auditActor(principal, request), name, query.revision);
    return { deleted: name };
  }

  @RequirePermission('roles:write')
  @Put(':name/members/:userId')
  grant(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('name') name: string,
    @Param('userId') userId: string,
  ) {
    return this.roles.setMember(principal, auditActor(principal, request), name, userId, true);
  }

  @RequirePermission('roles:write')
  @Delete(':name/members/:userId')
  revoke(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('name') name: string,
    @Param('userId') userId: string,
  ) {
    return this.roles.setMember(principal, auditActor(principal, request), name, userId, false);
  }
}
