import { configSchema, configSchemaChecked, type AppConfig } from './config.schema';

export class ConfigError extends Error {}

/**
 * Validates the environment once, at start. The error names every bad variable, so a mistyped
 * value stops the process with a message that says what to fix.
 */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const known = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = configSchemaChecked.safeParse(known);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
