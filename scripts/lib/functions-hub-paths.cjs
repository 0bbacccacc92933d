// Preloaded into the Firebase CLI (`--require`, through NODE_OPTIONS set by
// emulator-env.mjs) so the Functions emulator passes a path it can't
// percent-decode (`/demo-roomly/us-central1/api/posts/%ZZ`) on to the function,
// as Google's front end does in production, instead of answering it with its
// own HTML 400 and stack trace: the emulator's hub routes requests with Express
// (`/<project>/:region/:trigger_name/*`), which throws decoding that `*`.
// The function then answers as deployed (functions/src/middleware/malformed-path.ts).
// Nor does the hub add `X-Powered-By: Express` to the function's answers.
//
// The hub routes an escaped copy of the URL (`%` → `%25`, decodable), and the
// request goes on to the function with the URL it came with. Only the Functions
// emulator's hub is touched; every other process that inherits NODE_OPTIONS
// (the function's runtime, test runners) skips this.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded with --require */
const { realpathSync } = require('node:fs');
const { dirname, join } = require('node:path');

const root = join(__dirname, '..', '..');
const cli = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const ORIGINAL_URL = Symbol('roomly.originalUrl');

function isFirebaseCli() {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(cli);
  } catch {
    return false;
  }
}

function undecodablePath(url) {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

if (isFirebaseCli()) {
  const { FunctionsEmulator } = require(
    join(dirname(cli), '..', 'emulator', 'functionsEmulator.js'),
  );
  const proto = FunctionsEmulator?.prototype;
  if (
    typeof proto?.createHubServer !== 'function' ||
    typeof proto?.handleHttpsTrigger !== 'function'
  ) {
    // A firebase-tools release that changed these: the emulator answers as it always did.
    console.warn('functions-hub-paths: unknown Functions emulator; malformed paths get its HTML');
  } else {
    const createHubServer = proto.createHubServer;
    proto.createHubServer = function createHubServerPassingMalformedPaths(...args) {
      const hub = createHubServer.apply(this, args);
      // Google's front end adds no `X-Powered-By` to a function's answer; the
      // hub's Express would (the function's own host has it off:
      // functions/src/middleware/malformed-path.ts), so the function URL is tested as deployed.
      if (typeof hub.disable === 'function') hub.disable('x-powered-by');
      const handle = hub.handle;
      hub.handle = function handle_(req, res, callback) {
        if (typeof req.url === 'string' && undecodablePath(req.url)) {
          req[ORIGINAL_URL] = req.url;
          const end = req.url.search(/[?#]/);
          const path = end === -1 ? req.url : req.url.slice(0, end);
          req.url = path.replaceAll('%', '%25') + (end === -1 ? '' : req.url.slice(end));
        }
        return handle.call(this, req, res, callback);
      };
      return hub;
    };
    const handleHttpsTrigger = proto.handleHttpsTrigger;
    proto.handleHttpsTrigger = function handleHttpsTriggerWithOriginalUrl(req, res) {
      if (req[ORIGINAL_URL] !== undefined) req.url = req[ORIGINAL_URL];
      return handleHttpsTrigger.call(this, req, res);
    };
  }
}
