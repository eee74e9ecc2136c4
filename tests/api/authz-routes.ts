import { type INestApplication, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { type AccessRule } from '../../api/src/auth/access.decorator';
import { accessRuleOf } from '../../api/src/auth/access-rule';

/** One HTTP route of the running app, as Nest's own route table holds it. */
export interface DiscoveredRoute {
  method: string;
  /** The full path template, e.g. `/api/sync/:collection/pull`. */
  path: string;
  /** `Controller.handler`, to name the route in a failure. */
  handler: string;
  /** What the route declares (undefined: nothing). */
  rule: AccessRule | undefined;
}

const asList = (value: unknown): string[] =>
  value === undefined ? [''] : Array.isArray(value) ? value.map(String) : [String(value)];

/** Controller paths the app serves beside the global prefix (bootstrap.ts: spec §7's /analytics-api). */
const OUTSIDE_GLOBAL_PREFIX = ['analytics-api'];
const prefixOf = (controllerPath: string, globalPrefix: string) =>
  OUTSIDE_GLOBAL_PREFIX.some((path) => controllerPath.split('/')[0] === path) ? '' : globalPrefix;

const joinPath = (...parts: string[]) =>
  `/${parts.join('/')}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

/**
 * Every controller route of `app`, found at run time through Nest's discovery service and
 * metadata scanner (the same metadata the router is built from), with its declared access rule
 * read by the guard's own resolution. A route added tomorrow is in this list without any edit.
 */
export function discoverRoutes(app: INestApplication, globalPrefix = 'api'): DiscoveredRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = app.get(Reflector);
  const routes: DiscoveredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as () => unknown;
      const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const controllerPath of asList(Reflect.getMetadata(PATH_METADATA, metatype))) {
        for (const routePath of asList(methodPath)) {
          const path = joinPath(prefixOf(controllerPath, globalPrefix), controllerPath, routePath);
          routes.push({
            method,
            path,
            handler: `${metatype.name}.${name}`,
            rule: accessRuleOf(reflector, handler, metatype as Type, path),
          });
        }
      }
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** A route as `METHOD /path`. */
export const routeName = (route: DiscoveredRoute) => `${route.method} ${route.path}`;
