/**
 * Fields every synced document carries. `id` is RxDB's primary key; `userId` names the owner (the
 * server refuses any other user's); `revision` and `updatedAt` are the server's: it stamps them on
 * every accepted write, and a document the server has never stored has neither yet.
 */
import { z } from 'zod';
import { LEAD_MESSAGES } from '../leads/lead-messages';

const required = { error: LEAD_MESSAGES.required };
const invalidFormat = { error: LEAD_MESSAGES.invalidFormat };

/** Ids are plain tokens (course ids, identity-provider subjects such as `auth0|abc`). */
export const syncIdField = z
  .string(required)
  .min(1, required)
  .max(200, invalidFormat)
  .regex(/^[\w|.@-]+$/, invalidFormat);

export const syncDocumentBaseFields = {
  id: syncIdField,
  userId: syncIdField,
  revision: z.int(invalidFormat).min(1, invalidFormat).optional(),
  updatedAt: z.iso.datetime(invalidFormat).optional(),
  _deleted: z.boolean(invalidFormat),
};

/** Fields only the server writes; a client's value for them is never stored. */
export const SERVER_OWNED_BASE_FIELDS = ['id', 'userId', 'revision', 'updatedAt'] as const;

/** Free text of at most `max` characters; empty means not given. */
export const optionalText = (max: number) => z.string(invalidFormat).trim().max(max, invalidFormat);

/** An ISO date (`YYYY-MM-DD`) or empty for not given. */
export const optionalDate = z.union([z.literal(''), z.iso.date(invalidFormat)], invalidFormat);

/** A choice from `values`, failing with the spec's 'Invalid format'. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, invalidFormat);

export const flag = z.boolean(invalidFormat);
