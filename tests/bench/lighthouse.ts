/**
 * `npm run lighthouse`: Lighthouse's mobile performance audit (its default: a mid-range phone on
 * a slow 4G connection, simulated) of `/`, `/courses` and one program's page, against the built
 * product on its embedded defaults (sample catalogue seeded) and Debian's Chromium. Each page is
 * audited RUNS times and the median of the runs Lighthouse completed is printed, by score. Not
 * part of `npm test`; the README records the figures.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServerProcess } from '../harness/server-process';

/** Debian's Chromium, as the end-to-end tests use: never a downloaded browser. */
const CHROMIUM_PATH = '/usr/bin/chromium';
const LIGHTHOUSE_CLI = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');
const RUNS = 3;

interface Audit {
  numericValue: number;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<
    | 'largest-contentful-paint'
    | 'total-blocking-time'
    | 'cumulative-layout-shift'
    | 'total-byte-weight',
    Audit
  >;
}

interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
}

const run = promisify(execFile);

interface FailedReport {
  runtimeError: { message: string };
}

/**
 * One audit; undefined when Lighthouse could not record the load (it says why on stderr). The
 * report goes to a file: written to a pipe, Lighthouse's exit could cut it short.
 */
async function audit(url: string): Promise<PageFigures | undefined> {
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  const reportPath = path.join(reportDir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${reportPath}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    ).catch(() => {
      // Lighthouse exits with 1 when it could not trace the load, its report saying why.
    });
    const written = await readFile(reportPath, 'utf8').catch(() => '{}');
    return figuresOf(url, JSON.parse(written) as Partial<LighthouseReport & FailedReport>);
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }
}

function figuresOf(
  url: string,
  report: Partial<LighthouseReport & FailedReport>,
): PageFigures | undefined {
  if (!report.categories || !report.audits) {
    console.error(`  a run of ${url} failed: ${report.runtimeError?.message ?? 'no report'}`);
    return undefined;
  }
  const { categories, audits } = report;
  return {
    score: Math.round(categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    transferredBytes: audits['total-byte-weight'].numericValue,
  };
}

/** The median of the runs Lighthouse completed (on a busy machine one may fail to trace). */
async function medianAudit(url: string): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const figures = await audit(url);
    if (figures) runs.push(figures);
  }
  if (runs.length === 0) throw new Error(`Every Lighthouse run of ${url} failed`);
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor(runs.length / 2)]!;
}

/** A program of the seeded catalogue, for the detail page's audit. */
async function someProgramPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/public/courses?limit=1`);
  const { items } = (await response.json()) as { items: { slug: string }[] };
  if (!items[0]) throw new Error('The seeded catalogue has no program');
  return `/course/${items[0].slug}`;
}

function printTable(rows: [string, PageFigures][]): void {
  const header = ['page', 'score (≥ 90)', 'LCP', 'TBT', 'CLS (≤ 0.05)', 'transferred'];
  const lines = rows.map(([page, figures]) => [
    page,
    String(figures.score),
    `${(figures.lcpMs / 1000).toFixed(1)} s`,
    `${figures.tbtMs.toFixed(0)} ms`,
    figures.cls.toFixed(3),
    `${(figures.transferredBytes / 1000).toFixed(0)} kB`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  // The page left-aligned, the figures right-aligned.
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const server = await startServerProcess({ LOG_LEVEL: 'error' });
  try {
    const pages = ['/', '/courses', await someProgramPath(server.baseUrl)];
    const rows: [string, PageFigures][] = [];
    for (const page of pages) {
      console.error(`Auditing ${page} (${RUNS} runs)…`);
      rows.push([page, await medianAudit(server.baseUrl + page)]);
    }
    printTable(rows);
  } finally {
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
