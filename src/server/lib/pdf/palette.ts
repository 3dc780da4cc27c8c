/**
 * The one look of every Specfolio document (specs PDF, quote, purchase order, labels): the brand's
 * teal accent and a few greys, so a client holding several of a showroom's papers sees one house style.
 */
export const PDF_COLORS = {
  ink: '#1f2933',
  muted: '#6b7280',
  faint: '#9ca3af',
  rule: '#d1d5db',
  accent: '#1d5c63',
  panel: '#f3f4f6',
  warning: '#9a3412',
  white: '#ffffff',
} as const;
