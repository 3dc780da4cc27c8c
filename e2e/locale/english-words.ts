import type { Page } from '@playwright/test';

/**
 * Words of English interface text that a Portuguese screen never holds (docs/decisions/068): the
 * pt-BR route walk fails on any of them outside product and demo data. Words that Portuguese
 * shares or borrows (menu, e-mail, link, data, gateway, Specbook, fax, item, showroom, PDF, total, no, a, de) are left out.
 */
const ENGLISH_WORDS = new Set(
  `the and of your you for with from this that these are is was not could can please again yet more
  to by or all any each every here there what which who when where how why about after before
  add new save saved edit delete remove reset cancel close open view show hide manage search loading
  load try set change upload send create update choose select enter leave keep test go back next
  sign log out home account settings setting company contact contacts name phone password website
  profile profiles project projects customer customers product products brand brands vendor vendors
  alert alerts group groups shared price prices shipping accounting inventory business catalogue
  support request requests fetch payment payments method methods language region browser
  default defaults tax terms policy policies returns social code access advanced
  connection connected failed key tested valid until days day quotes quote manager
  purchasing collapse expand rooms documents dates drag drop calculate engine scanned model
  items active results result found enabled loaded yet right now demo accounts
  invoice invoices invoiced record paid balance refund void lane lanes board boards pipeline pipelines import extraction table pages step multiplier profit preview confidence
  approve reject comment comments events event team invoices invoice quoted approved download labels label sheet sheets print proposal attachment attachments unread mark read orientation portrait landscape images
  offer offers seller sellers orders discount discounts costs stock warehouse archive archived restore merchant processor label lines
  billing address addresses note notes person people invite invitation recipient recipients dismiss announcement city zip`.split(/\s+/),
);

/** The English words of `text`, each once, in the order met. */
export function englishWords(text: string): string[] {
  // Whole words in any script: 'orçamentos' is not 'or'.
  const words = text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  return [...new Set(words.filter((w) => ENGLISH_WORDS.has(w)))];
}

/**
 * Everything a user reads or hears on the page: the visible text, and the placeholders,
 * accessible names and tooltips of the elements, one line each.
 */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['placeholder', 'aria-label', 'title', 'alt'];
    const named = [...document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) =>
      attributes.map((a) => el.getAttribute(a) ?? '').filter(Boolean),
    );
    return [...document.body.innerText.split('\n'), ...named, document.title].map((line) => line.trim()).filter(Boolean);
  });
}

/** The lines of `texts` with English words once `data` (product and demo data: names, e-mails) is taken out. */
export function untranslatedLines(texts: string[], data: string[]): string[] {
  const sorted = [...data].filter(Boolean).sort((a, b) => b.length - a.length);
  return texts
    .map((line) => sorted.reduce((rest, value) => rest.split(value).join(' '), line))
    // Addresses are data too: a share link's random token once held 'OR'.
    .filter((line) => englishWords(line.replace(/https?:\/\/\S+/g, ' ')).length > 0);
}
