/**
 * Who a specbook's documents are for (docs/decisions/040): the "Prepared for" block of the specs
 * PDF cover and the quote — the specbook's customer (name, company, contact person, mailing
 * address, phone, e-mail), or else the client on its team (name, e-mail) — and the Bill To /
 * Ship To addresses. One rule for every document.
 */
import type { TCompanyAccount } from '#shared/schemas/company-account';
import type { TAddress } from '#shared/schemas/customer';
import type { SpecbookDocument } from './specbook-document.service';

/** The client a document is prepared for: `name` first (printed strong), then its other lines. */
export interface DocumentClient {
  name: string;
  lines: string[];
}

const present = (line: string | null | undefined): line is string => Boolean(line?.trim());

/** An address's street lines: street, suite, "City, ST 60610", country. */
export function streetLines(address: Pick<TAddress, 'line1' | 'line2' | 'city' | 'state' | 'zipCode' | 'country'>): string[] {
  const cityLine = [address.city, [address.state, address.zipCode].filter(present).join(' ')].filter(present).join(', ');
  return [address.line1, address.line2, cityLine, address.country].filter(present);
}

/** An address as printed: the person (contact, else first and last name), then its street lines. */
export function addressLines(address: TAddress): string[] {
  const person = address.contact ?? [address.firstName, address.lastName].filter(present).join(' ');
  return [person, ...streetLines(address)].filter(present);
}

/** The bill-to address: the specbook's billing address, else its customer's. */
export function billingAddressOf(document: SpecbookDocument): TAddress | null {
  return document.customer.billingAddress ?? document.customer.customer?.billingAddress ?? null;
}

/** The ship-to address: the specbook's shipping address, else its customer's. */
export function shippingAddressOf(document: SpecbookDocument): TAddress | null {
  return document.customer.shippingAddress ?? document.customer.customer?.shippingAddress ?? null;
}

/** The specbook's customer as a document names them, with the mailing (billing, else shipping) address. */
function customerClient(document: SpecbookDocument): DocumentClient | null {
  const c = document.customer;
  const person = [c.customerFirstName, c.customerLastName].filter(present).join(' ');
  const name = c.customer?.name ?? person;
  if (!name) return null;
  const mailing = billingAddressOf(document) ?? shippingAddressOf(document);
  const lines = [
    c.customer?.companyName && c.customer.companyName !== name ? c.customer.companyName : null,
    person && person !== name ? person : null,
    ...(mailing ? streetLines(mailing) : []),
    c.customerPhone ?? c.customer?.phone,
    c.customerEmail ?? c.customer?.email,
  ];
  return { name, lines: lines.filter(present) };
}

/** "Prepared for": the specbook's customer, else the client on its team, else nobody. */
export function preparedFor(document: SpecbookDocument): DocumentClient | null {
  const customer = customerClient(document);
  if (customer) return customer;
  const member = document.teamClient;
  return member ? { name: member.name, lines: [member.email] } : null;
}

/** The company's letterhead lines under its name (quote, invoice): address, phone, e-mail, website. */
export function letterheadLines(company: TCompanyAccount): string[] {
  return [company.address, company.phoneNumber ?? company.phone, company.email, company.website].filter(present);
}
