/**
 * Bounds of the success-story form. The spec (§5) has the "must be at least N characters" message
 * but leaves N and the other form bounds unset: a story shorter than this says nothing a reader
 * could use, and graduation years run from the oldest alumni we list to programs starting soon.
 */
export const STORY_MIN_CHARS = 50;
export const GRADUATION_YEAR_MIN = 1950;
/** Students may share a story before graduating: up to six years ahead (a long program). */
export const GRADUATION_YEAR_MAX = new Date().getFullYear() + 6;
