/**
 * Who is signed in, and what the browser needs to sign in. The schemas are zod/mini: the
 * always-loaded session code reads the auth config with them on a first visit.
 */
import { z } from 'zod/mini';
import { ROLES, type Role } from './roles';

/** Spec §3: statuses of a user record. */
export const USER_STATUSES = ['active', 'inactive', 'pending', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Spec §3: the user as the login profile describes them. */
export interface AuthUser {
  sub: string;
  name: string;
  email: string;
  picture?: string;
  roles: Role[];
  isAdmin: boolean;
}

/** Spec §4: authenticated flag, loading flag, user, error, seconds until token expiry. */
export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: AuthUser | null;
  error: string | null;
  expiresIn: number | null;
}

/**
 * What the browser needs to talk to the identity provider, served by GET /api/public/auth-config
 * at run time, so the same build runs against the local provider and against Auth0.
 */
export const authConfigSchema = z.object({
  mode: z.enum(['local', 'auth0']),
  /** Host (Auth0) or full URL with scheme (local provider, e.g. http://127.0.0.1:8080/idp). */
  domain: z.string().check(z.minLength(1)),
  clientId: z.string().check(z.minLength(1)),
  audience: z.string().check(z.minLength(1)),
  rolesClaim: z.string().check(z.minLength(1)),
  /** The system settings' session timeout: idle longer, the app signs out (null: never). */
  sessionTimeoutMinutes: z.optional(z.nullable(z.number())),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** GET /api/me: the stored user record of the caller. */
export const meSchema = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.optional(z.string()),
  roles: z.array(z.enum(ROLES)),
  isAdmin: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string(),
});

export type Me = z.infer<typeof meSchema>;
