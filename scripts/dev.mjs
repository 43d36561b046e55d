#!/usr/bin/env node
// `npm run dev`: hot reload for both halves.
//   api  node --import tsx --watch server/main.ts on API_PORT (3001), DATA_DIR ./data unless set
//   web  vite on 3000, proxying /api to the API (vite.config.ts reads API_URL)
// Output is forwarded line by line with a prefix; Ctrl-C (or SIGTERM) stops both; if one of them exits, the
// other is stopped too and the exit code is passed on.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const children = [
  {
    name: 'api',
    colorCode: 36,
    command: process.execPath,
    args: ['--import', 'tsx', '--watch', 'server/main.ts'],
    env: {
      PORT: apiPort,
      DATA_DIR: process.env.DATA_DIR ?? './data',
      // Links the API prints or mails point at the dev front end, which proxies /api.
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    },
  },
  {
    name: 'web',
    colorCode: 35,
    command: path.join(root, 'node_modules', '.bin', 'vite'),
    args: [],
    env: { API_URL: process.env.API_URL ?? `http://localhost:${apiPort}` },
  },
];

const width = Math.max(...children.map((c) => c.name.length));
let stopping = false;
let exitCode = 0;

function forward(stream, prefix, target) {
  readline
    .createInterface({ input: stream, crlfDelay: Infinity })
    .on('line', (line) => target.write(`${prefix} ${line}\n`));
}

for (const child of children) {
  const prefix = paint(child.colorCode, `[${child.name.padEnd(width)}]`);
  const proc = spawn(child.command, child.args, {
    cwd: root,
    env: { ...process.env, ...child.env, ...(color ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.proc = proc;
  child.done = new Promise((resolve) => {
    proc.on('error', (error) => {
      process.stderr.write(`${prefix} could not start ${child.command}: ${error.message}\n`);
      resolve(127);
    });
    proc.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  forward(proc.stdout, prefix, process.stdout);
  forward(proc.stderr, prefix, process.stderr);
  child.done.then((code) => {
    child.exited = true;
    if (stopping) return;
    process.stderr.write(`${prefix} exited with code ${code}; stopping the others.\n`);
    exitCode = code || 1;
    stop('SIGTERM');
  });
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (!child.exited) child.proc.kill(signal);
  // Whatever does not stop within 5 s is killed.
  const force = setTimeout(() => {
    for (const child of children) if (!child.exited) child.proc.kill('SIGKILL');
  }, 5000);
  force.unref();
  Promise.all(children.map((c) => c.done)).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));
