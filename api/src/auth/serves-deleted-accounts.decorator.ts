import { SetMetadata } from '@nestjs/common';

export const SERVES_DELETED_ACCOUNTS_KEY = 'auth:servesDeletedAccounts';

/**
 * The route still answers a deleted account's unexpired token: only the sync pull, so a device
 * that was signed in when the account went pulls the tombstones and purges its local copy.
 */
export const ServesDeletedAccounts = () => SetMetadata(SERVES_DELETED_ACCOUNTS_KEY, true);
