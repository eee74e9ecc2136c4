/**
 * Issue 10 item 2's budget, read from the build the end-to-end run serves: what a first visit to
 * `/` downloads before anyone interacts stays within 150 kB of JavaScript (gzip). Sizes, not
 * timings, so a busy machine cannot make it flaky. The usual cause of a failure is a static import
 * that pulled a screen's dependency (zod, Dexie, a dialog) into the entry; load it where it is
 * needed instead. `npm run bench:bundle` prints the same figure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { WEB_DIST_DIR } from '../bench/bundle-bench';
import { firstVisitBundle } from '../bench/first-visit-bundle';

const FIRST_VISIT_SCRIPT_BUDGET_BYTES = 150_000;

test('a first visit to / downloads at most 150 kB of JavaScript (gzip)', () => {
  const bundle = firstVisitBundle(WEB_DIST_DIR);
  expect(bundle.scriptGzipBytes, `scripts: ${bundle.scripts.join(', ')}`).toBeLessThanOrEqual(
    FIRST_VISIT_SCRIPT_BUDGET_BYTES,
  );
});

test('the first visit carries neither zod nor Dexie (answers are checked, the outbox loads, later)', () => {
  const code = firstVisitBundle(WEB_DIST_DIR)
    .scripts.map((script) => readFileSync(path.join(WEB_DIST_DIR, script), 'utf8'))
    .join('\n');
  // Names each library's minified code still spells out: zod's error class, Dexie's error list.
  expect(code).not.toContain('$ZodError');
  expect(code).not.toContain('DatabaseClosedError');
});
