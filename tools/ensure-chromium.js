// @ts-check
/** Installs Debian's Chromium for the end-to-end tests when it is missing (no browser downloads). */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');

const CHROMIUM_PATH = '/usr/bin/chromium';

/** @param {string} command */
function sh(command) {
  return (
    spawnSync('sh', ['-c', command], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  );
}

if (!fs.existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? '' : 'sudo -n ';
  console.log("Installing Debian's chromium package for the end-to-end tests…");
  const installed = sh(`${prefix}apt-get update -qq && ${prefix}apt-get install -y -qq chromium`);
  if (!installed || !fs.existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}: install the Debian package "chromium" (apt-get install chromium).`,
    );
    process.exit(1);
  }
}
