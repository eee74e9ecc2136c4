import { type AppConfig } from './config.schema';

/** Injection token of the validated configuration: `@Inject(APP_CONFIG) config: AppConfig`. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export function appConfigProvider(config: AppConfig) {
  return { provide: APP_CONFIG, useValue: config };
}
