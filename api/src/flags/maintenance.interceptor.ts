import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { type Observable } from 'rxjs';
import { isAdminRoles } from '../../../shared/auth/roles';
import { FLAG_MESSAGES, MAINTENANCE_RETRY_AFTER_S } from '../../../shared/flags/feature-flags';
import { FLAG_KEYS } from '../../../shared/flags/known-flags';
import { type Principal } from '../auth/principal';
import { ServiceClosedException } from '../common/api-exception';
import { FeatureFlagStore } from './feature-flag-store';
import { flagContextOf } from './flag-context';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Maintenance mode (issue 16 items 3 and 6): while the `maintenance-mode` flag is on for the
 * caller, every write of a visitor or a student is answered 503 with Retry-After, so browsers keep
 * their submissions queued (the outbox retries a 503) until it is switched off. Reads keep
 * working, and so does everything admins and super admins do (they run the maintenance). An
 * interceptor, so that it runs after the auth guard has read the caller's stored roles.
 */
@Injectable()
export class MaintenanceInterceptor implements NestInterceptor {
  constructor(
    private readonly store: FeatureFlagStore,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(MaintenanceInterceptor.name);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    if (READS.has(request.method)) return next.handle();
    const principal = request.principal;
    if (principal && isAdminRoles(principal.roles)) return next.handle();
    if (!(await this.store.isOn(FLAG_KEYS.maintenanceMode, flagContextOf(request, principal)))) {
      return next.handle();
    }
    this.logger.info(
      { method: request.method, path: request.path, userId: principal?.sub },
      'write refused: maintenance mode',
    );
    context
      .switchToHttp()
      .getResponse<Response>()
      .set('Retry-After', String(MAINTENANCE_RETRY_AFTER_S));
    throw new ServiceClosedException(FLAG_MESSAGES.maintenance);
  }
}
