import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { type Role } from '../../../shared/auth/roles';
import { type UserEntity } from '../users/user.schema';

/** The verified caller of a request, as the app-wide guard established it. */
export interface Principal {
  sub: string;
  name: string;
  email: string;
  picture?: string;
  /**
   * The roles the API acts on. Behind the guard they are the user's stored roles, read on this
   * request; the token's claim only seeds a first record and drives the browser's menus.
   */
  roles: Role[];
  /** When the token's login began (seconds): sessions revoked after it no longer count. */
  issuedAt?: number;
}

/** The per-request cache of the caller: one `_id` read by the guard serves the whole request. */
type RequestWithPrincipal = Request & { principal?: Principal; user?: UserEntity };

export function attachPrincipal(request: Request, principal: Principal, user: UserEntity): void {
  Object.assign(request as RequestWithPrincipal, { principal, user });
}

function fromRequest<K extends 'principal' | 'user'>(
  context: ExecutionContext,
  key: K,
): NonNullable<RequestWithPrincipal[K]> {
  const value = context.switchToHttp().getRequest<RequestWithPrincipal>()[key];
  if (!value) throw new Error(`${key} read on a route the auth guard left open`);
  return value;
}

/** `@CurrentPrincipal() principal: Principal` in a handler behind the guard. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  fromRequest(context, 'principal'),
);

/** `@CurrentUser() user: UserEntity`: the caller's stored record as the guard read it. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  fromRequest(context, 'user'),
);
