import { countryLabel, stateLabel } from '#shared/lib/customer-messages';
import type { TAddress } from '#shared/schemas/customer';

function cityLine(a: TAddress): string {
  return [a.city, [stateLabel(a.state), a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The lines of an address as shown on a card. */
export function addressLines(a: TAddress): string[] {
  const person = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return [person, a.line1, a.line2 ?? '', cityLine(a), countryLabel(a.country)].filter(Boolean);
}

/** An address on one line: street, city, state and zip ('1 Ship St, Chicago, Illinois 60602'). */
export function addressOneLine(a: TAddress): string {
  return [a.line1, a.line2 ?? '', cityLine(a)].filter(Boolean).join(', ');
}
