/**
 * altcha-lib publishes its CommonJS build only through package "exports", which the API's node10
 * module resolution cannot see. It is loaded by its public name at run time (Node honours
 * "exports") and typed from that same build.
 */
import type * as AltchaLib from '../../../../node_modules/altcha-lib/dist/cjs/v2/index';
import type * as AltchaSha from '../../../../node_modules/altcha-lib/dist/cjs/v2/algorithms/sha';

export type {
  Challenge,
  Payload as AltchaPayload,
} from '../../../../node_modules/altcha-lib/dist/cjs/v2/types';

/* eslint-disable @typescript-eslint/no-require-imports */
export const altcha = require('altcha-lib') as typeof AltchaLib;
export const altchaSha = require('altcha-lib/algorithms/sha') as typeof AltchaSha;
/* eslint-enable @typescript-eslint/no-require-imports */
