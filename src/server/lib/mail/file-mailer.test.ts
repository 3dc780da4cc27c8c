import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { emlFileName, FileMailer } from './file-mailer';
import { DEFAULT_MAIL_FROM } from './types';

describe('FileMailer', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'specfolio-mail-'));
  });
  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('is what createMailer picks without SMTP_URL, writing under <dataDir>/mail', async () => {
    const mailer = createMailer({}, tmp);
    expect(mailer).toBeInstanceOf(FileMailer);
    expect((mailer as FileMailer).dir).toBe(path.join(tmp, 'mail'));
  });

  it('writes an RFC 822 .eml file with subject, recipients and body', async () => {
    const mailer = createMailer({ DATA_DIR: tmp }) as FileMailer;
    const res = await mailer.send({
      to: ['client@example.test', 'Ann Lee <ann@example.test>'],
      cc: 'cc@example.test',
      subject: 'You were added to a specbook team',
      text: 'Open https://specfolio.test/v4/especbook/7?token=abc',
    });

    const files = await readdir(path.join(tmp, 'mail'));
    expect(files).toEqual([path.basename(res.path)]);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[A-Za-z0-9._-]+\.eml$/);
    const eml = await readFile(res.path, 'utf8');
    expect(eml).toContain('\r\nSubject: You were added to a specbook team\r\n');
    expect(eml).toMatch(/\r\nTo: client@example\.test, Ann Lee <ann@example\.test>\r\n/);
    expect(eml).toContain('\r\nCc: cc@example.test\r\n');
    expect(eml).toContain(`From: ${DEFAULT_MAIL_FROM}`);
    expect(eml).toContain(`Message-ID: ${res.messageId}`);
    expect(eml).toContain('Open https://specfolio.test/v4/especbook/7?token=abc');
    expect(eml).not.toMatch(/[^\r]\n/);
  });

  it('uses MAIL_FROM and keeps one file per message', async () => {
    const mailer = createMailer({ MAIL_FROM: 'Lakeside <hello@lakeside.test>' }, tmp) as FileMailer;
    const a = await mailer.send({ to: 'a@example.test', subject: 'First', text: 'one' });
    const b = await mailer.send({ to: 'b@example.test', subject: 'Second', text: 'two', from: 'Other <o@x.test>' });
    expect(a.messageId).not.toBe(b.messageId);
    expect((await readdir(path.join(tmp, 'mail'))).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    const first = await readFile(a.path, 'utf8');
    const second = await readFile(b.path, 'utf8');
    expect(first).toContain('From: Lakeside <hello@lakeside.test>');
    expect(second).toContain('From: Other <o@x.test>');
  });
});

describe('emlFileName', () => {
  it('keeps only safe characters and sorts by time', () => {
    const name = emlFileName('<../../evil/id@host>', new Date('2024-05-06T07:08:09.010Z'));
    expect(name).toBe('2024-05-06T07-08-09-010Z-_.._evil_id_host.eml');
    expect(name).not.toContain('/');
  });
});
