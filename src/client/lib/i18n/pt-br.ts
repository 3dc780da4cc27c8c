/**
 * The Brazilian Portuguese catalogue (docs/decisions/068): English source string → pt-BR.
 * Keys are the spec's English exactly as the code writes it (t('Save')); `{name}` placeholders
 * keep their names. Loaded only when the locale is pt-br. One block per area of the interface
 * (`pt-br/<area>.ts`); a key is in one block only (common words in shell.ts, the statuses in
 * app.ts). The catalogue test lists every t() key of the client that is not here and every key two
 * blocks hold.
 */
import { APP } from './pt-br/app';
import { CATALOGUE } from './pt-br/catalogue';
import { COLLABORATION } from './pt-br/collaboration';
import { CUSTOMERS } from './pt-br/customers';
import { ESPECBOOK } from './pt-br/especbook';
import { MANAGE } from './pt-br/manage';
import { MONEY } from './pt-br/money';
import { SELLERS } from './pt-br/sellers';
import { SHELL } from './pt-br/shell';
import { DOCUMENTS } from '#shared/i18n/pt-br-documents';
import { createTranslator } from '#shared/i18n/translator';

/** The blocks of the catalogue, by area. */
export const PT_BR_BLOCKS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  app: APP,
  catalogue: CATALOGUE,
  collaboration: COLLABORATION,
  customers: CUSTOMERS,
  /** The words of PDFs and e-mails, shared with the server (docs/decisions/084). */
  documents: DOCUMENTS,
  especbook: ESPECBOOK,
  manage: MANAGE,
  money: MONEY,
  sellers: SELLERS,
  shell: SHELL,
};

export const PT_BR: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(PT_BR_BLOCKS));

/** The pt-BR lookup of `t` (exact source, or a message built from a source with placeholders). */
export const translate = createTranslator(PT_BR);
