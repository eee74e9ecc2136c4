import { MIN_NODE_MAJOR } from '../../tools/runtime';

/**
 * The jest and Playwright runs refuse a Node older than the project supports and name the one
 * they run on; `npm test` provides it through tools/runtime.js.
 */
export function announceNodeRuntime(runner: string): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_NODE_MAJOR) {
    throw new Error(
      `${runner} needs Node ${MIN_NODE_MAJOR}+; this is ${process.version}. Run it through "npm test" or prefix the command with "node tools/runtime.js".`,
    );
  }
  console.log(`${runner} on Node ${process.version}`);
}
