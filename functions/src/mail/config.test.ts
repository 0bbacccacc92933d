import { describe, expect, it } from 'vitest';
import { DEV_TOKEN_SECRET, mailConfig } from './config';

describe('mail configuration', () => {
  it('when the Functions emulator runs a demo project, then it sends to MailDev with links to its Hosting and the demo key', () => {
    const config = mailConfig({
      GCLOUD_PROJECT: 'demo-roomly',
      FUNCTIONS_EMULATOR: 'true',
      ROOMLY_HOSTING_URL: 'http://127.0.0.1:5050',
      ROOMLY_PORT_OFFSET: '100',
    });
    expect(config).toMatchObject({
      sender: 'smtp',
      smtp: { host: '127.0.0.1', port: 1125, secure: false },
      appUrl: 'http://127.0.0.1:5050',
      tokenSecret: DEV_TOKEN_SECRET,
      messageDelaySeconds: 0,
      maxAttempts: 5,
    });
    expect(config.smtp).not.toHaveProperty('auth');
  });

  it('when a script runs beside the emulators (npm run mail), then the links still point at their Hosting', () => {
    const config = mailConfig({
      GCLOUD_PROJECT: 'demo-roomly',
      ROOMLY_HOSTING_URL: 'http://127.0.0.1:5150',
    });
    expect(config.appUrl).toBe('http://127.0.0.1:5150');
  });

  it('when a real project is configured, then its settings are used, the password from the secret', () => {
    const config = mailConfig({
      GCLOUD_PROJECT: 'roomly-prod',
      SMTP_HOST: 'smtp.provider.test',
      SMTP_PORT: '465',
      SMTP_USER: 'apikey',
      SMTP_PASSWORD: 'secret-value',
      MAIL_FROM: 'Roomly <no-reply@rooms.example>',
      MAIL_TOKEN_SECRET: 'k'.repeat(40),
      APP_URL: 'https://rooms.example/',
    });
    expect(config).toMatchObject({
      smtp: {
        host: 'smtp.provider.test',
        port: 465,
        secure: true,
        auth: { user: 'apikey', pass: 'secret-value' },
      },
      from: 'Roomly <no-reply@rooms.example>',
      appUrl: 'https://rooms.example',
      apiUrl: 'https://rooms.example',
      messageDelaySeconds: 120,
    });
  });

  it('when a real project lacks a setting, then the error names it rather than using a development default', () => {
    const base = {
      GCLOUD_PROJECT: 'roomly-prod',
      SMTP_HOST: 'smtp.provider.test',
      MAIL_TOKEN_SECRET: 'k',
    };
    expect(() => mailConfig({ ...base, MAIL_TOKEN_SECRET: '' })).toThrow(/MAIL_TOKEN_SECRET/);
    expect(() => mailConfig({ ...base, SMTP_HOST: '' })).toThrow(/SMTP_HOST/);
    expect(() => mailConfig({ ...base, SMTP_USER: 'u' })).toThrow(/SMTP_PASSWORD/);
    expect(() => mailConfig({ ...base, SMTP_PORT: 'abc' })).toThrow(/SMTP_PORT/);
    expect(() => mailConfig({ ...base, MAIL_SENDER: 'carrier-pigeon' })).toThrow(/MAIL_SENDER/);
    expect(() => mailConfig({ ...base, APP_URL: 'ftp://x' })).toThrow(/APP_URL/);
    // The extension sends with its own SMTP settings.
    expect(mailConfig({ ...base, SMTP_HOST: '', MAIL_SENDER: 'extension' }).sender).toBe(
      'extension',
    );
  });
});
