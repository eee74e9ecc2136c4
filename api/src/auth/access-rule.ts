import { type ExecutionContext, type Type } from '@nestjs/common';
import { type Reflector } from '@nestjs/core';
import { ACCESS_RULE_KEY, type AccessRule } from './access.decorator';

/** Open by path, so features adding public endpoints never have to remember a decorator. */
export function isOpenPath(path: string): boolean {
  return path === '/api/health' || path.startsWith('/api/public/');
}

/**
 * The rule a route declares: the handler's own declaration, else its controller's, else public
 * when its path is open. `undefined` means the route declares nothing and must be refused.
 */
export function accessRuleOf(
  reflector: Reflector,
  handler: ReturnType<ExecutionContext['getHandler']>,
  controller: Type,
  path: string,
): AccessRule | undefined {
  const declared = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE_KEY, [
    handler,
    controller,
  ]);
  if (declared) return declared;
  return isOpenPath(path) ? { kind: 'public' } : undefined;
}
