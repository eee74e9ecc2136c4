import path from 'node:path';
import { chromium } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { type CatalogueQuery } from '../../shared/catalog/catalog-query';
import { type CourseSummary } from '../../shared/catalog/course-summary';
import { type ExchangeRates } from '../../shared/catalog/exchange-rates';
import { type LocalQueryTimings, type timeLocalQueries } from './local-query-entry';

/** Debian's Chromium, as the end-to-end tests use: never a downloaded browser. */
const CHROMIUM_PATH = '/usr/bin/chromium';
const BUNDLE_NAME = 'catalogBench';

/** The entry and the shared code it imports as one script, built in memory (nothing written). */
async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      lib: {
        entry: path.join(__dirname, 'local-query-entry.ts'),
        formats: ['iife'],
        name: BUNDLE_NAME,
        fileName: 'local-query',
      },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]!.output[0];
  return chunk.code;
}

/** The shared query over the snapshot inside Chromium, timed with the page's own clock. */
export async function timeQueriesInChromium(
  items: readonly CourseSummary[],
  rates: ExchangeRates,
  queries: readonly CatalogueQuery[],
  rounds: number,
): Promise<LocalQueryTimings> {
  const script = await bundle();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: script });
    return await page.evaluate(
      ([name, args]) =>
        (window as unknown as Record<string, { timeLocalQueries: typeof timeLocalQueries }>)[
          name
        ]!.timeLocalQueries(...args),
      [BUNDLE_NAME, [items, rates, queries, rounds]] as const,
    );
  } finally {
    await browser.close();
  }
}
