import { calendarParts, readRawMails, type MimePart } from '#server/test/mails';
import { expect } from './test';

/**
 * Mail the server under test sent: without SMTP_URL it writes each message as an .eml file under
 * DATA_DIR/mail, and the e2e setup (global-setup.mjs, scripts/test.mjs) names that folder in
 * E2E_DATA_DIR.
 */

/** One sent message: its raw text, its To header and its calendar (.ics) parts. */
export type TSentMail = { raw: string; to: string; subject: string; calendars: MimePart[] };

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  expect(dir, 'E2E_DATA_DIR names the data folder of the server under test').toBeTruthy();
  return dir!;
}

/** Every message sent so far, oldest first. */
export async function sentMails(): Promise<TSentMail[]> {
  return (await readRawMails(dataDir())).map((raw) => ({
    raw,
    to: /\r\nTo: ([^\r]*)/.exec(raw)?.[1] ?? '',
    subject: /\r\nSubject: ([^\r]*)/.exec(raw)?.[1] ?? '',
    calendars: calendarParts(raw),
  }));
}

/** Waits until a message with this subject (and to this address, when given) has been sent, and answers the latest such. */
export async function waitForMail(subject: string, to?: string): Promise<TSentMail> {
  let found: TSentMail | undefined;
  await expect
    .poll(async () => {
      found = (await sentMails()).findLast((m) => m.subject === subject && (to === undefined || m.to.includes(to)));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
