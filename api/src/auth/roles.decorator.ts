import { SetMetadata } from '@nestjs/common';

/** 'admin' admits admins and super admins (spec §6: isAdmin); 'superadmin' only super admins. */
export type RequiredRole = 'admin' | 'superadmin';

export const REQUIRED_ROLE_KEY = 'auth:requiredRole';

/** Restricts a controller or route to a role; the app-wide guard enforces it from the token. */
export const Roles = (role: RequiredRole) => SetMetadata(REQUIRED_ROLE_KEY, role);
