#!/usr/bin/env node
// Installs what `npm start`, `npm test` and `npm run bench` need on a bare machine, and nothing already there.
// Plain Node (no dependencies): it runs before node_modules exists.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const purpose = process.argv[2] ?? 'start';

function run(command) {
  console.log(`> ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/bash' });
    return true;
  } catch {
    return false;
  }
}

let aptUpdated = false;
function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  if (!aptUpdated) run(`${sudo}apt-get update -qq`);
  aptUpdated = true;
  run(`${sudo}apt-get install -y -qq --no-install-recommends ${packages}`);
}

// node_modules: install when missing or older than the lock file.
const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
if (!existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000)) {
  run(existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund');
}

// DynamoDB Local runs on Java 17; eatmydata spares its SQLite files a disk sync per write (scripts/local/stack.ts).
const base = [];
if (!has('java')) base.push('openjdk-17-jre-headless');
if (!has('eatmydata')) base.push('eatmydata');
// the page images' text recognition (issue 33, docs/page-text.md): about 13 s to install
if (!has('tesseract')) base.push('tesseract-ocr', 'tesseract-ocr-eng');
if (base.length) aptInstall(base.join(' '));

// The browser suite drives Debian's Chromium; PDFs are looked at through pdftoppm; the LS1 adapter's tests start
// a PostgreSQL server.
if (purpose === 'test') {
  const wanted = [];
  if (!existsSync('/usr/bin/chromium')) wanted.push('chromium');
  if (!has('pdftoppm')) wanted.push('poppler-utils');
  // the LS1 migration's PostgreSQL adapter is tested against a throwaway local server
  if (!existsSync('/usr/lib/postgresql')) wanted.push('postgresql');
  if (!existsSync('/usr/share/fonts/truetype/noto') && !existsSync('/usr/share/fonts/opentype/noto')) {
    wanted.push('fonts-noto-core', 'fonts-noto-cjk');
  }
  if (wanted.length) aptInstall(wanted.join(' '));
}

const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node;
console.log(`ready (${purpose}; node ${process.version}${version ? `, wants ${version}` : ''})`);
