import { countryLabel, stateLabel } from '#shared/lib/customer-messages';
import type { TAddress } from '#shared/schemas/customer';
import { t } from '#client/lib/i18n';

function cityLine(a: TAddress): string {
  return [a.city, [t(stateLabel(a.state)), a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The lines of an address as shown on a card (state and country names in the interface's language). */
export function addressLines(a: TAddress): string[] {
  const person = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return [person, a.line1, a.line2 ?? '', cityLine(a), t(countryLabel(a.country))].filter(Boolean);
}

/** An address on one line: street, city, state and zip ('1 Ship St, Chicago, Illinois 60602'). */
export function addressOneLine(a: TAddress): string {
  return [a.line1, a.line2 ?? '', cityLine(a)].filter(Boolean).join(', ');
}
