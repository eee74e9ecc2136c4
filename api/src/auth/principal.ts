import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { type Role } from '../../../shared/auth/roles';

/** The verified caller of a request, as the app-wide guard established it. */
export interface Principal {
  sub: string;
  name: string;
  email: string;
  picture?: string;
  roles: Role[];
}

type RequestWithPrincipal = Request & { principal?: Principal };

export function attachPrincipal(request: Request, principal: Principal): void {
  (request as RequestWithPrincipal).principal = principal;
}

/** `@CurrentPrincipal() principal: Principal` in a handler behind the guard. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => {
    const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
    if (!principal) throw new Error('CurrentPrincipal used on a route the auth guard left open');
    return principal;
  },
);
