import {
  contentSecurityPolicy,
  DISABLED_FEATURES,
  documentHeaders,
  EVERY_RESPONSE_HEADERS,
  inlineScripts,
  scriptHash,
  STATIC_FILE_HEADERS,
  WORKER_HEADERS,
} from './csp';

const production = {
  VITE_FIREBASE_AUTH_DOMAIN: 'roomly-prod.firebaseapp.com',
  VITE_AUTH_EMULATOR_URL: '',
};
const emulator = {
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-roomly.firebaseapp.com',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399',
  VITE_FIRESTORE_EMULATOR_URL: 'http://127.0.0.1:8380',
};

/** directive name → its sources */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name!, sources];
    }),
  );
}

describe('inlineScripts', () => {
  it('when the page has inline and external scripts, then only the inline texts are taken', () => {
    const html = `<head><script>var a = 1;</script><script type="module" src="/x.js"></script></head>
      <body><script>
        boot();
      </script></body>`;
    expect(inlineScripts(html)).toEqual(['var a = 1;', '\n        boot();\n      ']);
  });

  it('when the file has CR LF line ends, then the text is hashed as the browser sees it (LF)', () => {
    expect(inlineScripts('<script>a();\r\nb();\r</script>')).toEqual(['a();\nb();\n']);
  });
});

describe('scriptHash', () => {
  it('when a script is hashed, then it is the CSP sha256 source of its UTF-8 text', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('contentSecurityPolicy', () => {
  it("when built for production, then it allows the app, its inline scripts, Google sign-in and phone verification's reCAPTCHA only", () => {
    const csp = directives(contentSecurityPolicy(['a()', 'b()', 'a()'], production));
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        scriptHash('a()'),
        scriptHash('b()'),
        'https://apis.google.com',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ],
      'worker-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://www.google.com/recaptcha/',
      ],
      'frame-src': [
        'https://roomly-prod.firebaseapp.com',
        'https://accounts.google.com',
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('when built for production, then nothing plain-http or local is allowed', () => {
    const csp = contentSecurityPolicy(['a()'], production);
    expect(csp).not.toMatch(/http:|127\.0\.0\.1|localhost|'unsafe-eval'|\*/);
  });

  it('when built against the Auth emulator, then its origin is allowed to be fetched and framed', () => {
    const csp = directives(contentSecurityPolicy([], emulator));
    expect(csp['connect-src']).toContain('http://127.0.0.1:9399');
    expect(csp['frame-src']).toEqual([
      'https://demo-roomly.firebaseapp.com',
      'https://accounts.google.com',
      'http://127.0.0.1:9399',
    ]);
    expect(csp['script-src']).not.toContain('http://127.0.0.1:9399');
    // The emulator checks no reCAPTCHA: none of Google's is loaded.
    expect(contentSecurityPolicy([], emulator)).not.toContain('recaptcha');
  });

  it('when built against the Firestore emulator, then its origin (not Firestore itself) may be fetched', () => {
    const csp = directives(contentSecurityPolicy([], emulator));
    expect(csp['connect-src']).toContain('http://127.0.0.1:8380');
    expect(csp['connect-src']).not.toContain('https://firestore.googleapis.com');
    expect(csp['frame-src']).not.toContain('http://127.0.0.1:8380');
    expect(csp['script-src']).not.toContain('http://127.0.0.1:8380');
  });

  it('when App Check has a site key, then reCAPTCHA Enterprise and the App Check endpoint are allowed', () => {
    const csp = directives(
      contentSecurityPolicy([], { ...production, VITE_APPCHECK_SITE_KEY: 'site-key' }),
    );
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
    expect(csp['connect-src']).toContain('https://content-firebaseappcheck.googleapis.com');
  });

  it('when the API is on another origin, then that origin may be fetched', () => {
    const csp = directives(
      contentSecurityPolicy([], { ...production, VITE_API_BASE_URL: 'https://api.example.com/v1' }),
    );
    expect(csp['connect-src']).toContain('https://api.example.com');
  });

  it.each([
    ['VITE_AUTH_EMULATOR_URL', 'not a url'],
    ['VITE_AUTH_EMULATOR_URL', 'javascript:alert(1)'],
    ['VITE_FIRESTORE_EMULATOR_URL', 'not a url'],
    ['VITE_FIRESTORE_EMULATOR_URL', 'ws://127.0.0.1:8080'],
    ['VITE_FIREBASE_AUTH_DOMAIN', "x.com; script-src 'unsafe-inline'"],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'https://x.firebaseapp.com'],
  ])('when %s is %j, then the build fails instead of writing a broken policy', (name, value) => {
    expect(() => contentSecurityPolicy([], { ...production, [name]: value })).toThrow(name);
  });
});

describe('the headers of each kind of answer', () => {
  const keys = (headers: { key: string }[]) => headers.map((h) => h.key);

  it('when the document headers are built, then every protection header of a page is there', () => {
    const headers = Object.fromEntries(documentHeaders('csp').map((h) => [h.key, h.value]));
    expect(headers).toEqual({
      'Content-Security-Policy': 'csp',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=(), '),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(DISABLED_FEATURES).toContain(feature);
    }
  });

  it('when every response and the static files get theirs, then they are lean: nosniff everywhere, an inert policy on static paths', () => {
    expect(EVERY_RESPONSE_HEADERS).toEqual([{ key: 'X-Content-Type-Options', value: 'nosniff' }]);
    expect(STATIC_FILE_HEADERS).toEqual([
      { key: 'Content-Security-Policy', value: "default-src 'none'" },
    ]);
    // No header is set twice for one path: documents and static files are
    // disjoint, and every response's header is no one else's.
    expect(keys(documentHeaders('csp'))).not.toContain('X-Content-Type-Options');
    expect(keys(STATIC_FILE_HEADERS)).not.toContain('X-Content-Type-Options');
    const bytes = [...EVERY_RESPONSE_HEADERS, ...STATIC_FILE_HEADERS].reduce(
      (sum, { key, value }) => sum + `${key}: ${value}\r\n`.length,
      0,
    );
    expect(bytes).toBeLessThan(100);
  });

  it("when the service worker's script gets its own, then the worker may fetch its own origin only, and nothing else loads", () => {
    expect(WORKER_HEADERS).toEqual([
      { key: 'Content-Security-Policy', value: "default-src 'none'; connect-src 'self'" },
    ]);
    // nosniff comes from the every-response entry; no header twice.
    expect(keys(WORKER_HEADERS)).not.toContain('X-Content-Type-Options');
  });
});
