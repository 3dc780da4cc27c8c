/**
 * The company account (spec/business-records.md §3 "Company account"): the one place that reads
 * the company's record with its contacts, policies, defaults and settings. Pages, the e-Specbook
 * and PDFs read the company through {@link readCompanyAccount}.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accountContacts, accountPolicies, accounts } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { readAccountSettings, storeAccountSettings } from '#server/modules/account-settings/account-settings.service';
import { pathUser } from '#server/modules/notifications/scope';
import { effectiveValue, QUOTE_VALIDITY_SETTING, type AccountSettingView } from '#shared/lib/account-settings';
import { SOCIAL_NETWORKS, type TContactKind } from '#shared/lib/company-messages';
import type { TAccountSettingsPatch } from '#shared/schemas/account-settings';
import type { TAccountContact, TCompanyAccount, TCompanyAccountUpdate } from '#shared/schemas/company-account';
import { toContact } from './company-contacts.service';
import { policiesOf } from './company-policies.service';

type AccountRow = typeof accounts.$inferSelect;

const TAX_KEY = 'specbook.tax_rate';
const TERMS_KEY = 'specbook.payment_terms';

function effective(settings: AccountSettingView[], key: typeof TAX_KEY | typeof TERMS_KEY | typeof QUOTE_VALIDITY_SETTING): number {
  return Number(effectiveValue(key, settings.find((s) => s.key === key)?.value));
}

function addressOf(row: AccountRow): string | null {
  const line = [row.addressLine1, [row.city, row.state].filter(Boolean).join(', '), row.zipCode].filter(Boolean).join(' ');
  return line || null;
}

function socialMediaOf(row: AccountRow): TCompanyAccount['extra']['socialMedia'] {
  const links = Object.fromEntries(
    SOCIAL_NETWORKS.map((n) => [n.key, { name: n.name, url: row.socialMedia[n.key] ?? null, logo: n.key }]),
  );
  return links as TCompanyAccount['extra']['socialMedia'];
}

/**
 * The company account of `accountId` with its contacts, policies, defaults and effective
 * settings, under every name spec §3 gives. The one reader of the company record.
 * @throws NotFoundError when the account does not exist.
 */
export async function readCompanyAccount(db: Db, accountId: number): Promise<TCompanyAccount> {
  const [[row], contactRows, policyRows, settings] = await Promise.all([
    db.select().from(accounts).where(eq(accounts.id, accountId)),
    db.select().from(accountContacts).where(eq(accountContacts.accountId, accountId)),
    db.select().from(accountPolicies).where(eq(accountPolicies.accountId, accountId)),
    readAccountSettings(db, accountId),
  ]);
  if (!row) throw new NotFoundError();
  const contact = (kind: TContactKind): TAccountContact | null => {
    const found = contactRows.find((c) => c.kind === kind);
    return found ? toContact(found) : null;
  };
  const policies = policiesOf(policyRows);
  const textOf = (type: string) => policies.find((p) => p.type === type)?.text ?? null;
  const taxPercentage = effective(settings, TAX_KEY);
  const paymentTerms = effective(settings, TERMS_KEY);
  const quoteValidityDays = effective(settings, QUOTE_VALIDITY_SETTING);
  const socialMedia = socialMediaOf(row);
  return {
    id: row.id,
    name: row.name,
    companyName: row.name,
    type: row.type,
    email: row.email,
    phone: row.phone,
    phoneNumber: row.phone,
    fax: row.fax,
    faxNumber: row.fax,
    website: row.website,
    logo: row.logoUrl,
    logoURL: row.logoUrl,
    address: addressOf(row),
    resaleCertificate: row.resaleCertificate,
    extra: { resaleCertificate: row.resaleCertificate, socialMedia },
    hasAnySocialMedia: Object.values(socialMedia).some((link) => Boolean(link.url)),
    manager: contact('manager'),
    accounting: contact('accounting'),
    purchasing: contact('purchasing'),
    policies,
    termsAndConditions: textOf('terms_and_conditions'),
    returnPolicy: textOf('returns_policy'),
    hasTermsAndConditions: textOf('terms_and_conditions') !== null,
    hasReturnPolicy: textOf('returns_policy') !== null,
    defaultTaxPercentage: taxPercentage,
    defaultPaymentTerms: paymentTerms,
    quoteValidityDays,
    defaults: { taxPercentage, paymentTerms, quoteValidityDays },
    settings,
    hasAccessCode: row.accessCodeHash !== null,
  };
}

/** The company account of the path's user (GET {u}/account). */
export async function getCompanyAccount(ctx: ServiceContext, userIdParam: string): Promise<TCompanyAccount> {
  const owner = await pathUser(ctx, userIdParam);
  return readCompanyAccount(ctx.db, owner.accountId);
}

/** The account columns an update sets; fields not sent are left alone. */
function accountChanges(input: TCompanyAccountUpdate, current: Record<string, string>): Partial<AccountRow> {
  const changes: Partial<AccountRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = input.email;
  if (input.phoneNumber !== undefined) changes.phone = input.phoneNumber;
  if (input.faxNumber !== undefined) changes.fax = input.faxNumber;
  if (input.type !== undefined) changes.type = input.type;
  if (input.website !== undefined) changes.website = input.website;
  if (input.resaleCertificate !== undefined) changes.resaleCertificate = input.resaleCertificate;
  const social = input.extra?.socialMedia;
  if (social) {
    const merged: Record<string, string> = { ...current };
    for (const [network, url] of Object.entries(social)) {
      if (url === undefined) continue;
      if (url === null) delete merged[network];
      else merged[network] = url;
    }
    changes.socialMedia = merged;
  }
  return changes;
}

/** The settings an update's defaults write: tax → specbook.tax_rate, payment terms → specbook.payment_terms, quote validity → quote.validity_days. */
function defaultsPatch(input: TCompanyAccountUpdate): TAccountSettingsPatch {
  const patch: TAccountSettingsPatch = {};
  if (input.defaultTaxPercentage !== undefined) patch[TAX_KEY] = String(input.defaultTaxPercentage);
  if (input.defaultPaymentTerms !== undefined) patch[TERMS_KEY] = String(input.defaultPaymentTerms);
  if (input.quoteValidityDays !== undefined) patch[QUOTE_VALIDITY_SETTING] = String(input.quoteValidityDays);
  return patch;
}

/**
 * Updates the company record (PATCH {u}/account) and its defaults in one transaction; e-mail is
 * already lower-cased by the shared schema. Answers the whole company account.
 */
export async function updateCompanyAccount(
  ctx: ServiceContext,
  userIdParam: string,
  input: TCompanyAccountUpdate,
): Promise<TCompanyAccount> {
  const owner = await pathUser(ctx, userIdParam);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ socialMedia: accounts.socialMedia }).from(accounts).where(eq(accounts.id, owner.accountId)).for('update');
    if (!row) throw new NotFoundError();
    const changes = accountChanges(input, row.socialMedia);
    if (Object.keys(changes).length > 0) {
      await tx.update(accounts).set({ ...changes, updatedAt: sql`now()` }).where(eq(accounts.id, owner.accountId));
    }
    await storeAccountSettings(tx, owner.accountId, defaultsPatch(input));
  });
  return readCompanyAccount(ctx.db, owner.accountId);
}
