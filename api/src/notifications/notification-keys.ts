/**
 * The `_id` layout of notification storage (DESIGN.md decision 10: every read is a lookup by
 * `_id`). User ids are URI-encoded, so one holding the separator never reaches another's keys.
 *
 * - `<user>:<n>`         entry n of the user's notification log, with the state after it (truth)
 * - `<user>`             the log's head: the last sequence written (a hint, may lag)
 * - `<user>:<position>`  the notification created as the user's position-th (items collection)
 * - `<notification id>`  who owns a notification and its position (refs, read and removal claims)
 */
const part = (value: string) => encodeURIComponent(value);

export function logHeadKey(userId: string): string {
  return part(userId);
}

export function logEntryKey(userId: string, sequence: number): string {
  return `${part(userId)}:${sequence}`;
}

export function itemKey(userId: string, position: number): string {
  return `${part(userId)}:${position}`;
}
