import { z } from 'zod';
import { signingKeysSetting } from './signing-keys-setting';
import { trustProxySchema } from './trust-proxy';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * The shortest lifetime the local provider accepts: real seconds, so a test can let a session end
 * on the server's own clock (no clock hook that production could switch on) in a short wait.
 */
const IDP_MIN_TTL_S = 2;

const LOCAL_HOSTNAMES = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * The VAPID subject push services contact when a sender misbehaves (RFC 8292 §2.1): a mailto: or
 * https: address someone reads, so one naming this machine (localhost) is refused.
 */
const vapidSubjectSchema = z.string().superRefine((value, context) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a mailto: or https: URL' });
    return;
  }
  const host = url.protocol === 'mailto:' ? (url.pathname.split('@')[1] ?? '') : url.hostname;
  if ((url.protocol !== 'mailto:' && url.protocol !== 'https:') || !host) {
    context.addIssue({ code: 'custom', message: 'must be a mailto: or https: URL' });
  } else if (LOCAL_HOSTNAMES.test(host)) {
    context.addIssue({ code: 'custom', message: 'must not name localhost: push services mail it' });
  }
});

/**
 * Every environment variable the API reads, with its default. `.env.example` lists the same
 * variables; `config.schema.spec.ts` keeps the two in step.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  MONGODB_URI: z
    .string({ error: 'is required (npm start sets it to the embedded database when unset)' })
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
  MONGODB_DB_NAME: z.string().min(1).default('studyabroad'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  // Sample data (DESIGN decision 16): off unless asked for; `npm start` asks for it only when it
  // runs the embedded database itself, so an operator's MONGODB_URI never receives it.
  SEED_ON_START: booleanFlag.default(false),
  SEED_PROGRAM_COUNT: z.coerce.number().int().min(1).max(1_000_000).default(12_600),
  CATALOG_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  ADMIN_GRID_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(2_000),
  CATALOG_LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2_000),
  CATALOG_SNAPSHOT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CATALOG_SNAPSHOT_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1_000).default(32),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  REALTIME_HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(10).default(30_000),
  REALTIME_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  /** Read notifications older than this are removed by the hourly retention job. */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** System log days older than this are removed by the hourly retention job. */
  SYSTEM_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Tries per notification mail before it is given up (and logged). */
  NOTIFICATION_EMAIL_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Wait before the second try of a notification mail; it doubles before each later one. */
  NOTIFICATION_EMAIL_RETRY_DELAY_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  /**
   * How long a notification mail's claim stays with its sender without a renewal (before each try
   * and wait); past it, the sweep hands the mail to another instance. Longer than an SMTP send.
   */
  NOTIFICATION_EMAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(900_000),
  /** Both or neither: unset, a key pair is generated on first start and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: vapidSubjectSchema.default('mailto:support@studyabroad.example'),
  LEADS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ASSISTANT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Analytics batches (POST /analytics-api/public/events) accepted per client and minute. */
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** How often the assistant re-reads the FAQ and pages it answers from. */
  ASSISTANT_KNOWLEDGE_REFRESH_MS: z.coerce.number().int().min(100).default(60_000),
  // Optional hosted model (DESIGN decision 15): an OpenAI-compatible chat-completions endpoint
  // that may only reword what retrieval found. Unset URL: the engine answers alone.
  ASSISTANT_LLM_URL: z.url().optional(),
  ASSISTANT_LLM_KEY: z.string().min(1).optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /**
   * How long an advisor's reply may stay unread in the chat widget before it is also mailed to
   * the visitor (when they gave an e-mail address).
   */
  ADVISOR_REPLY_EMAIL_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** The advisors' IANA time zone: office hours (spec §9) are counted in it. */
  ADVISOR_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone, e.g. Europe/Istanbul')
    .default('Europe/Istanbul'),
  BOT_CHECK_ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  BOT_CHECK_ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  BOT_CHECK_CHALLENGE_TTL_S: z.coerce.number().int().min(10).default(1200),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Study Abroad <no-reply@study-abroad.local>'),
  /** Unset: `<DATA_DIR>/mail`. */
  MAIL_CAPTURE_DIR: z.string().min(1).optional(),
  NEWSLETTER_CONFIRM_TTL_H: z.coerce.number().int().min(1).default(72),
  AUTH_MODE: z.enum(['local', 'auth0']).default('local'),
  AUTH0_DOMAIN: z.string().min(1).optional(),
  AUTH0_CLIENT_ID: z.string().min(1).default('study-abroad-web'),
  AUTH0_AUDIENCE: z.string().min(1).default('https://api.study-abroad.local'),
  AUTH0_ROLES_CLAIM: z.url().default('https://study-abroad.local/roles'),
  // A machine-to-machine application of the tenant, allowed `create:user_tickets`: admins'
  // password resets in Auth0 mode go through its Management API.
  AUTH0_MANAGEMENT_CLIENT_ID: z.string().min(1).optional(),
  AUTH0_MANAGEMENT_CLIENT_SECRET: z.string().min(1).optional(),
  PASSWORD_RESET_TTL_MIN: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  IDP_SEED_ACCOUNTS: booleanFlag.default(true),
  IDP_ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(IDP_MIN_TTL_S).default(3600),
  IDP_ID_TOKEN_TTL_S: z.coerce.number().int().min(IDP_MIN_TTL_S).default(3600),
  IDP_REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(IDP_MIN_TTL_S)
    .default(30 * 24 * 3600),
  IDP_SESSION_TTL_S: z.coerce
    .number()
    .int()
    .min(IDP_MIN_TTL_S)
    .default(14 * 24 * 3600),
  IDP_SIGNING_KEYS: signingKeysSetting.optional(),
  IDP_SIGNING_KEY_MAX_AGE_DAYS: z.coerce.number().int().min(1).default(90),
  /**
   * The request header a trusted proxy or CDN names the caller's country in (two letters, e.g.
   * Cloudflare's `cf-ipcountry`); unset, sign-ins from a new country are not recognised.
   */
  CLIENT_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .optional(),
  /** The OSV API pending patches are checked against (https://google.github.io/osv.dev/api/). */
  OSV_API_URL: z.url().default('https://api.osv.dev'),
  OSV_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The lockfile of the running build: its runtime packages are the ones checked. */
  PATCHES_LOCKFILE: z.string().min(1).default('package-lock.json'),
  AUTH_LOCKOUT_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  /** 32 bytes, base64: seals the TOTP secrets; unset, a key is generated and kept in the database. */
  TWO_FACTOR_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
});

/** Auth0 mode has no local provider to fall back on, so its tenant must be named. */
export const configSchemaChecked = configSchema
  .refine((config) => config.AUTH_MODE !== 'auth0' || !!config.AUTH0_DOMAIN, {
    path: ['AUTH0_DOMAIN'],
    message: 'is required when AUTH_MODE=auth0',
  })
  .refine((config) => !config.VAPID_PUBLIC_KEY === !config.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
  });

export type AppConfig = z.infer<typeof configSchema>;
