import { z } from 'zod';
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
  domain: z.string().min(1),
  clientId: z.string().min(1),
  audience: z.string().min(1),
  rolesClaim: z.string().min(1),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** GET /api/me: the stored user record of the caller. */
export const meSchema = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().optional(),
  roles: z.array(z.enum(ROLES)),
  isAdmin: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string(),
});

export type Me = z.infer<typeof meSchema>;
