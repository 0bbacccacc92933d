// P4: the function's import cost and the time from module load to its first
// response, each in a fresh Node process (what a cold instance pays).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/emulator-env.mjs';

const probe = `
const t0 = performance.now();
const fn = require(${JSON.stringify(join(root, 'functions', 'lib', 'index.js'))});
const imported = performance.now();
const http = require('node:http');
const server = http.createServer((req, res) => fn.api(req, res));
server.listen(0, async () => {
  const res = await fetch('http://127.0.0.1:' + server.address().port + '/posts?limit=20');
  await res.text();
  const done = performance.now();
  console.log(JSON.stringify({ importMs: imported - t0, firstResponseMs: done - t0, status: res.status }));
  server.close();
  process.exit(0);
});
`;

export function coldStart(runs = 5) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['-e', probe], {
      env: { ...process.env, GCLOUD_PROJECT: 'demo-roomly', FUNCTIONS_EMULATOR: 'true' },
      encoding: 'utf8',
    });
    samples.push(JSON.parse(out.trim().split('\n').pop()));
  }
  const median = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  return {
    importMs: median('importMs'),
    firstResponseMs: median('firstResponseMs'),
    status: samples[0].status,
  };
}
