// P4: the function's import cost and the time from module load to its first
// response, each in a fresh Node process (what a cold instance pays). The probe
// also checks that importing does no Firestore or network work: it counts the
// sockets opened and the heavy modules loaded before the first request.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/emulator-env.mjs';

// Firestore's client and its gRPC stack, and the app (Express) must wait for a
// request. (firebase-functions' https module itself loads firebase-admin/auth.)
const HEAVY = [
  '@google-cloud/firestore/',
  'firebase-admin/lib/firestore/',
  '@grpc/grpc-js/',
  'google-gax/',
  'express/',
];

const probe = `
const net = require('node:net');
let sockets = 0;
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) { sockets++; return connect.apply(this, args); };
const before = new Set(Object.keys(require.cache));
const t0 = performance.now();
const fn = require(${JSON.stringify(join(root, 'functions', 'lib', 'index.js'))});
const imported = performance.now();
const socketsAtImport = sockets;
const modules = Object.keys(require.cache).filter((k) => !before.has(k));
const heavy = ${JSON.stringify(HEAVY)}.filter((p) => modules.some((k) => k.includes('/node_modules/' + p)));
const http = require('node:http');
const server = http.createServer((req, res) => fn.api(req, res));
server.listen(0, '127.0.0.1', async () => {
  const res = await fetch('http://127.0.0.1:' + server.address().port + '/posts?limit=20');
  await res.text();
  const done = performance.now();
  console.log(JSON.stringify({
    importMs: imported - t0,
    firstResponseMs: done - t0,
    status: res.status,
    socketsAtImport,
    modulesAtImport: modules.length,
    heavyAtImport: heavy,
  }));
  server.close();
  process.exit(0);
});
`;

export function coldStart(runs = 5) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['-e', probe], {
      // An instance of the `api` function: the runtime names its function in
      // FUNCTION_TARGET, and index.ts defines only what that instance may run.
      env: {
        ...process.env,
        GCLOUD_PROJECT: 'demo-roomly',
        FUNCTIONS_EMULATOR: 'true',
        FUNCTION_TARGET: 'api',
      },
      encoding: 'utf8',
    });
    samples.push(JSON.parse(out.trim().split('\n').pop()));
  }
  const median = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  return {
    importMs: median('importMs'),
    firstResponseMs: median('firstResponseMs'),
    status: samples[0].status,
    socketsAtImport: Math.max(...samples.map((s) => s.socketsAtImport)),
    modulesAtImport: samples[0].modulesAtImport,
    heavyAtImport: [...new Set(samples.flatMap((s) => s.heavyAtImport))],
  };
}
