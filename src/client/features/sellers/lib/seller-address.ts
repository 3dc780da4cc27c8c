import type { TSellerAddress } from '#shared/schemas/seller';

/** The lines of a seller's shipping address: line1, line2, then 'City, ST 12345'; blanks left out. */
export function sellerAddressLines(a: TSellerAddress): string[] {
  const cityLine = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.line1, a.line2, cityLine].filter((line): line is string => Boolean(line));
}
