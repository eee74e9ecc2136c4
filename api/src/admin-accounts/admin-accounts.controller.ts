import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import {
  addAdminSchema,
  type AddAdminInput,
  setAdminPermissionsSchema,
  type SetAdminPermissionsInput,
  setAdminRoleSchema,
  type SetAdminRoleInput,
} from '../../../shared/admin/admin-accounts';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AdminAccountsService } from './admin-accounts.service';

const userId = z.string().min(1).max(200);

/** /api/superadmin/admins (spec §2 /admin/manage-admins): admin accounts, super admins only. */
@Controller('superadmin/admins')
@RequirePermission('admins:manage')
export class AdminAccountsController {
  constructor(private readonly admins: AdminAccountsService) {}

  @Get()
  async list() {
    return { admins: await this.admins.list() };
  }

  @Post()
  add(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(addAdminSchema)) body: AddAdminInput,
  ) {
    return this.admins.add(auditActor(principal, request), body);
  }

  @Put(':id/role')
  setRole(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id', new ZodValidationPipe(userId)) id: string,
    @Body(new ZodValidationPipe(setAdminRoleSchema)) body: SetAdminRoleInput,
  ) {
    return this.admins.setRole(auditActor(principal, request), id, body.role);
  }

  @Put(':id/permissions')
  setPermissions(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id', new ZodValidationPipe(userId)) id: string,
    @Body(new ZodValidationPipe(setAdminPermissionsSchema)) body: SetAdminPermissionsInput,
  ) {
    return this.admins.setPermissions(auditActor(principal, request), id, body.permissions);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id', new ZodValidationPipe(userId)) id: string,
  ): Promise<void> {
    await this.admins.remove(auditActor(principal, request), id);
  }
}
