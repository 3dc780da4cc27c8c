/**
 * The page geometry and the look of the specs PDF: US Letter, 0.75 in margins, a header band
 * with a thin accent rule, a footer band, one type family (Helvetica) in a few sizes, one accent
 * colour. The planner (page counts) and the drawing read the same numbers.
 */
import type { TOrientation } from '#shared/lib/specs-pdf-payload';
import { PDF_COLORS } from '#server/lib/pdf/index';

/** Colours (hex) and fonts. */
export const STYLE = {
  ...PDF_COLORS,
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

/** The page's boxes, in points from the top-left corner. */
export interface PageBox {
  width: number;
  height: number;
  left: number;
  right: number;
  /** Where the header's text sits. */
  headerY: number;
  /** The accent rule under the header. */
  headerRuleY: number;
  /** First line of content. */
  top: number;
  /** Last line of content. */
  bottom: number;
  /** The rule above the footer and the footer's text. */
  footerRuleY: number;
  footerY: number;
}

/** US Letter in points. */
const LETTER = { short: 612, long: 792 } as const;
const MARGIN = 54;

/** The page box for an orientation. */
export function pageBox(orientation: TOrientation): PageBox {
  const width = orientation === 'L' ? LETTER.long : LETTER.short;
  const height = orientation === 'L' ? LETTER.short : LETTER.long;
  return {
    width,
    height,
    left: MARGIN,
    right: width - MARGIN,
    headerY: 34,
    headerRuleY: 48,
    top: 70,
    bottom: height - 62,
    footerRuleY: height - 46,
    footerY: height - 38,
  };
}

/** Where the contents' rows start below its title, and each row's height. */
export const CONTENTS = { firstRowOffset: 64, rowHeight: 22 } as const;

/** Rows of the table of contents that fit on one page. */
export function contentsRowsPerPage(orientation: TOrientation): number {
  const box = pageBox(orientation);
  return Math.floor((box.bottom - box.top - CONTENTS.firstRowOffset) / CONTENTS.rowHeight);
}

/** Columns and rows of the portfolio grid: 1, 2, 4 or 6 images per page, laid out for the page's shape. */
export function portfolioGrid(imagesPerPage: number, orientation: TOrientation): { columns: number; rows: number } {
  const landscape = orientation === 'L';
  switch (imagesPerPage) {
    case 1:
      return { columns: 1, rows: 1 };
    case 2:
      return landscape ? { columns: 2, rows: 1 } : { columns: 1, rows: 2 };
    case 4:
      return { columns: 2, rows: 2 };
    default:
      return landscape ? { columns: 3, rows: 2 } : { columns: 2, rows: 3 };
  }
}
