import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES as M } from '#shared/lib/company-messages';
import { createTestServer, type TestServer } from '#server/test/server';
import { makePdf, multipart, PNG_1X1, solidPng } from '#server/test/upload-fixtures';
import { UPLOAD_MESSAGES as U } from '#shared/lib/upload-messages';
import { bearer, sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let admin: string;
let other: string;
let sellerId: number;
let otherId: number;
let lakeside: number;

type Method = 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE';
type FieldError = { field: string | null; message: string };
const call = (method: Method, p: string, payload?: unknown, token: string | null = seller, user: number = sellerId) =>
  t.app.inject({
    method,
    url: `/api/v4/user/${user}/account${p}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const update = (Account: Record<string, unknown>, token: string | null = seller, user = sellerId) =>
  call('PATCH', '', { updateAccountRequest: { Account } }, token, user);
const contact = (kind: string, Contact: Record<string, unknown>, token: string | null = seller, user = sellerId) =>
  call('PUT', `/${kind}`, { replaceAccountRequest: { Contact } }, token, user);
const policy = (type: string, UserPolicy: Record<string, unknown>, token: string | null = seller, user = sellerId) =>
  call('PUT', `/policy/${type}`, { updatePolicyRequest: { UserPolicy } }, token, user);
const errorsOf = (res: { json(): { errors: FieldError[] } }) => res.json().errors;
const uploadLogo = (data: Buffer, token: string | null = seller, user = sellerId) => {
  const body = multipart({}, { logo: { filename: 'logo.png', contentType: 'image/png', data } });
  return t.app.inject({ method: 'POST', url: `/api/v4/user/${user}/account/logo`, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
};

const good = {
  name: 'Lakeside Bath & Kitchen',
  email: 'Hello@LakesideBath.Example',
  phoneNumber: '(312) 555-0187',
  type: 'Showroom/Retail',
};

beforeAll(async () => {
  t = await createTestServer();
  [seller, admin, other] = await Promise.all([t.login('seller@specfolio.test'), t.login('admin@specfolio.test'), t.login('other@specfolio.test')]);
  [sellerId, otherId] = await Promise.all([userIdOf(t, 'seller@specfolio.test'), userIdOf(t, 'other@specfolio.test')]);
  lakeside = (await sqlOne<{ account_id: number }>(t, 'select account_id from users where id = $1', [sellerId])).account_id;
  await t.database.pool.query('delete from account_contacts; delete from account_policies; delete from account_settings');
});
afterAll(() => t.close());

describe('GET {u}/account', () => {
  it("answers the user's company with every name of spec §3", async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: lakeside, name: 'Lakeside Bath & Kitchen', companyName: 'Lakeside Bath & Kitchen', type: 'Showroom/Retail', phone: '(312) 555-0187', phoneNumber: '(312) 555-0187' });
    expect(data.extra.socialMedia.facebook).toEqual({ name: 'Facebook', url: 'https://facebook.com/lakesidebath.example', logo: 'facebook' });
    expect(data.extra.socialMedia.youtube).toEqual({ name: 'YouTube', url: null, logo: 'youtube' });
    expect(data.hasAnySocialMedia).toBe(true);
    expect(data).toMatchObject({ manager: null, accounting: null, purchasing: null, termsAndConditions: null, hasTermsAndConditions: false });
    expect(data).toMatchObject({ defaultTaxPercentage: 0, defaultPaymentTerms: 0, defaults: { taxPercentage: 0, paymentTerms: 0 } });
    expect(data.policies.map((p: { type: string; kind: string }) => [p.type, p.kind])).toEqual([['terms_and_conditions', 'terms'], ['returns_policy', 'return']]);
    expect(data.settings.find((s: { key: string }) => s.key === 'specbook.shipping_calculation')).toMatchObject({ value: null, effective: 'true' });
  });

  it("answers 401 without a token and 404 under another account's user or a malformed id", async () => {
    expect((await call('GET', '', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '', undefined, seller, otherId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v4/user/abc/account', headers: bearer(seller) })).statusCode).toBe(404);
    // A platform admin reads the account of the user they act for.
    expect((await call('GET', '', undefined, admin, otherId)).json().data.name).toBe('Harbor Plumbing Supply');
  });
});

describe('PATCH {u}/account', () => {
  it('stores the record, the e-mail lower-cased, social links and the defaults', async () => {
    const res = await update({
      ...good,
      name: '  Lakeside Bath & Kitchen Co.  ',
      faxNumber: '312-555-0199',
      website: 'lakesidebath.example',
      resaleCertificate: 'IL-RS-20931',
      extra: { socialMedia: { facebook: 'https://facebook.com/lakesidebath', instagram: 'instagram.com/lakeside' } },
      defaultTaxPercentage: '8.25%',
      defaultPaymentTerms: 30,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Lakeside Bath & Kitchen Co.', email: 'hello@lakesidebath.example', fax: '312-555-0199', website: 'https://lakesidebath.example' });
    expect(data.extra).toMatchObject({ resaleCertificate: 'IL-RS-20931' });
    expect(data.extra.socialMedia.instagram.url).toBe('https://instagram.com/lakeside');
    expect(data).toMatchObject({ defaultTaxPercentage: 8.25, defaultPaymentTerms: 30 });
    const row = await sqlOne<{ email: string; social_media: Record<string, string> }>(t, 'select email, social_media from accounts where id = $1', [lakeside]);
    expect(row.email).toBe('hello@lakesidebath.example');
    // The defaults are the account settings specbook.tax_rate and specbook.payment_terms.
    const settings = await call('GET', '/settings');
    expect(settings.json().data.find((s: { key: string }) => s.key === 'specbook.tax_rate').effective).toBe('8.25');

    // A partial update leaves the rest; null clears a link and an optional field.
    const again = await update({ faxNumber: '', extra: { socialMedia: { facebook: null, houzz: 'https://houzz.com/pro/lakeside' } } });
    expect(again.json().data).toMatchObject({ name: 'Lakeside Bath & Kitchen Co.', fax: null });
    expect(again.json().data.extra.socialMedia.facebook.url).toBeNull();
    expect(again.json().data.extra.socialMedia.instagram.url).toBe('https://instagram.com/lakeside');
    expect(again.json().data.extra.socialMedia.houzz.url).toBe('https://houzz.com/pro/lakeside');
  });

  it('answers 400 with the spec’s messages and changes nothing', async () => {
    const before = await sqlOne(t, 'select name, email, type from accounts where id = $1', [lakeside]);
    const res = await update({ name: ' ', email: 'not-an-email', phoneNumber: '', type: 'Bakery', website: 'not a site', faxNumber: '12' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: M.nameRequired },
        { field: 'email', message: M.emailInvalid },
        { field: 'phoneNumber', message: M.phoneRequired },
        { field: 'type', message: "'Account Type' is required" },
        { field: 'website', message: M.websiteInvalid },
        { field: 'faxNumber', message: 'Not Valid' },
      ]),
    );
    const social = await update({ extra: { socialMedia: { facebook: 'facebook dot com', twitter: 42 } } });
    expect(errorsOf(social)).toEqual([
      { field: 'extra.socialMedia.facebook', message: 'Facebook profile needs to be a valid web address' },
      { field: 'extra.socialMedia.twitter', message: 'Twitter profile address needs to be a compound of alphabetic characters' },
    ]);
    const tax = await update({ defaultTaxPercentage: 101 });
    expect(errorsOf(tax)).toEqual([{ field: 'defaultTaxPercentage', message: M.taxRange }]);
    expect((await update({ email: '' })).json().errors[0].message).toBe(M.emailRequired);
    expect((await update({ phoneNumber: 'call me' })).json().errors[0].message).toBe('Not Valid');
    expect(await sqlOne(t, 'select name, email, type from accounts where id = $1', [lakeside])).toEqual(before);
    expect((await call('PATCH', '', { Account: good })).statusCode).toBe(400);
  });

  it("answers 401 without a token and 404 under another account's user", async () => {
    expect((await update(good, null)).statusCode).toBe(401);
    expect((await update(good, seller, otherId)).statusCode).toBe(404);
    expect((await sqlOne<{ name: string }>(t, 'select a.name from accounts a join users u on u.account_id = a.id where u.id = $1', [otherId])).name).toBe('Harbor Plumbing Supply');
  });
});

describe('PUT/GET {u}/account/{manager|accounting|purchasing}', () => {
  it('replaces each contact, e-mail lower-cased, and answers it', async () => {
    const res = await contact('manager', { name: 'Maya Thompson', email: 'Maya@LakesideBath.example', phone: '(312) 555-0190' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'manager', name: 'Maya Thompson', email: 'maya@lakesidebath.example', phone: '(312) 555-0190' });
    // Accounting needs no name.
    expect((await contact('accounting', { email: 'ap@lakesidebath.example' })).json().data).toMatchObject({ name: null, email: 'ap@lakesidebath.example' });
    const replaced = await contact('manager', { name: 'Sam Rivera', email: 'sam@lakesidebath.example' });
    expect(replaced.json().data).toMatchObject({ name: 'Sam Rivera', phone: null });
    expect((await call('GET', '/manager')).json().data.name).toBe('Sam Rivera');
    expect((await call('GET', '/purchasing')).json().data).toBeNull();
    expect((await call('GET', '')).json().data.manager.email).toBe('sam@lakesidebath.example');
  });

  it('answers 400 with each kind’s messages', async () => {
    const cases: [string, Record<string, unknown>, FieldError[]][] = [
      ['manager', {}, [{ field: 'name', message: M.managerNameRequired }, { field: 'email', message: M.managerEmailRequired }]],
      ['manager', { name: 'A', email: 'nope' }, [{ field: 'email', message: M.managerEmailInvalid }]],
      ['accounting', { email: '' }, [{ field: 'email', message: M.accountingEmailRequired }]],
      ['accounting', { email: 'x@' }, [{ field: 'email', message: M.accountingEmailInvalid }]],
      ['purchasing', { name: '', email: '' }, [{ field: 'name', message: 'Purchasing name address is required' }, { field: 'email', message: M.purchasingEmailRequired }]],
      ['purchasing', { name: 'P', email: 'p@x' }, [{ field: 'email', message: M.purchasingEmailInvalid }]],
    ];
    for (const [kind, body, expected] of cases) {
      const res = await contact(kind, body);
      expect(res.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(errorsOf(res)).toEqual(expected);
    }
  });

  it("answers 401 without a token and 404 under another account's user", async () => {
    expect((await contact('purchasing', { name: 'P', email: 'p@example.com' }, null)).statusCode).toBe(401);
    expect((await contact('purchasing', { name: 'P', email: 'p@example.com' }, seller, otherId)).statusCode).toBe(404);
    expect((await call('GET', '/manager', undefined, seller, otherId)).statusCode).toBe(404);
  });
});

describe('{u}/account/policy/{type}', () => {
  it('stores a policy, empty text as null, and answers it by either name of its type', async () => {
    const res = await policy('terms_and_conditions', { type: 'terms_and_conditions', text: 'Deposits are non-refundable.\nPrices valid 30 days.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'terms_and_conditions', kind: 'terms', text: 'Deposits are non-refundable.\nPrices valid 30 days.' });
    expect((await call('GET', '/policy/terms')).json().data.text).toContain('non-refundable');
    expect((await call('GET', '')).json().data).toMatchObject({ hasTermsAndConditions: true, termsAndConditions: expect.stringContaining('Deposits') });

    const emptied = await policy('return', { type: 'return', text: '   ' });
    expect(emptied.json().data).toMatchObject({ type: 'returns_policy', text: null });
    const row = await sqlOne<{ text: string | null }>(t, "select text from account_policies where account_id = $1 and type = 'returns_policy'", [lakeside]);
    expect(row.text).toBeNull();
    expect((await call('GET', '')).json().data.hasReturnPolicy).toBe(false);
  });

  it('deletes a policy; a second delete answers 404', async () => {
    await policy('returns_policy', { text: 'Returns within 30 days.' });
    expect((await call('DELETE', '/policy/return')).statusCode).toBe(204);
    expect((await call('GET', '/policy/returns_policy')).json().data).toMatchObject({ text: null, createdAt: null });
    expect((await call('DELETE', '/policy/returns_policy')).statusCode).toBe(404);
  });

  it('answers 400 for an unknown type, a mismatched body type or over-long text', async () => {
    expect(errorsOf(await policy('shipping', { text: 'x' }))).toEqual([{ field: 'policyType', message: M.policyType }]);
    expect(errorsOf(await policy('terms', { type: 'return', text: 'x' }))).toEqual([{ field: 'type', message: M.policyType }]);
    expect(errorsOf(await policy('terms', { text: 'x'.repeat(20_001) }))).toEqual([{ field: 'text', message: M.policyTextMax }]);
    expect((await call('PUT', '/policy/terms', { text: 'x' })).statusCode).toBe(400);
  });

  it("answers 401 without a token and 404 under another account's user", async () => {
    expect((await policy('terms', { text: 'x' }, null)).statusCode).toBe(401);
    expect((await policy('terms', { text: 'x' }, seller, otherId)).statusCode).toBe(404);
    expect((await call('DELETE', '/policy/terms', undefined, seller, otherId)).statusCode).toBe(404);
    expect((await call('GET', '/policy/terms', undefined, other, otherId)).json().data.text).toBeNull();
  });
});

describe('{u}/account/logo', () => {
  it('stores an uploaded image as PNG, serves it publicly, and removes it', async () => {
    const res = await uploadLogo(PNG_1X1);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.logoURL;
    expect(url).toMatch(new RegExp(`^/api/files/account-logos/${lakeside}/[0-9a-f-]{36}\\.png$`));
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: url.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);

    // A new logo replaces the old one, whose URL stops answering.
    const second = (await uploadLogo(PNG_1X1)).json().data.logoURL;
    expect(second).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const removed = await call('DELETE', '/logo');
    expect(removed.json().data.logoURL).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('answers 400 for a file that is not an image or no file', async () => {
    expect(errorsOf(await uploadLogo(makePdf()))).toEqual([{ field: 'logo', message: M.logoNotImage }]);
    const empty = multipart({ note: 'x' });
    const none = await t.app.inject({ method: 'POST', url: `/api/v4/user/${sellerId}/account/logo`, payload: empty.payload, headers: { ...empty.headers, ...bearer(seller) } });
    expect(errorsOf(none)).toEqual([{ field: 'logo', message: M.logoRequired }]);
  });

  it('answers 400 for an image above 40 megapixels (read from its header), keeping the logo', async () => {
    const before = (await call('GET', '')).json().data.logoURL;
    const res = await uploadLogo(await solidPng(12000, 12000));
    expect(errorsOf(res)).toEqual([{ field: 'logo', message: U.imageTooManyPixels(12000, 12000) }]);
    expect(U.imageTooManyPixels(12000, 12000)).toBe('Images can be at most 40 megapixels; this one is 12000 × 12000 pixels (144 megapixels). Please upload a smaller image.');
    expect((await call('GET', '')).json().data.logoURL).toBe(before);
  });

  it("answers 401 without a token and 404 under another account's user", async () => {
    expect((await uploadLogo(PNG_1X1, null)).statusCode).toBe(401);
    expect((await uploadLogo(PNG_1X1, seller, otherId)).statusCode).toBe(404);
    expect((await call('DELETE', '/logo', undefined, seller, otherId)).statusCode).toBe(404);
  });
});
