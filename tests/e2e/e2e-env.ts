/** Set by the global setup; workers start after it, so they inherit it. */
export const E2E_BASE_URL_ENV = 'E2E_BASE_URL';
/** The product's database (set by the global setup), for specs that check what was stored. */
export const E2E_MONGODB_URI_ENV = 'E2E_MONGODB_URI';
export const E2E_MONGODB_DB_NAME_ENV = 'E2E_MONGODB_DB_NAME';
/** Where the product writes its mails (no SMTP in tests), for specs that follow a mailed link. */
export const E2E_MAIL_DIR_ENV = 'E2E_MAIL_DIR';
/** The runtime packages of the lockfile the e2e server checks for pending patches (OSV double). */
export const E2E_PATCHES_LOCKFILE_PACKAGES = { lodash: '4.17.20', express: '4.21.2' } as const;
