import path from 'node:path';
import { FileMailer } from './file-mailer';
import { SmtpMailer } from './smtp-mailer';
import { DEFAULT_MAIL_FROM, type Mailer } from './types';

/**
 * Builds the configured mailer: SMTP when `SMTP_URL` is set, otherwise `.eml` files under
 * `<dataDir>/mail/`. The default sender is `MAIL_FROM`, else `Specfolio <no-reply@specfolio.test>`.
 * @param env environment to read (`SMTP_URL`, `MAIL_FROM`, `DATA_DIR`)
 * @param dataDir data folder; defaults to `env.DATA_DIR`, then `./data`
 */
export function createMailer(env: NodeJS.ProcessEnv = process.env, dataDir?: string): Mailer {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) return new SmtpMailer(smtpUrl, from);
  const base = path.resolve(dataDir ?? env.DATA_DIR ?? './data');
  return new FileMailer(path.join(base, 'mail'), from);
}
