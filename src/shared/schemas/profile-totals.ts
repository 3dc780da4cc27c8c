import { z } from 'zod';
import { PROFILE_MESSAGES as M } from '#shared/lib/profile-messages';
import { isIsoDate } from '#shared/lib/profile-periods';
import { ZMoney, ZTotalsBlock } from '#shared/schemas/totals';

const zIsoDate = (field: string) =>
  z.string({ error: M.dateInvalid(field) }).refine(isIsoDate, M.dateInvalid(field));

/** Query of the profile totals and graph: startDate and endDate as YYYY-MM-DD (spec §7, §9), both included. */
export const ZProfileTotalsQuery = z
  .object({ startDate: zIsoDate('startDate'), endDate: zIsoDate('endDate') })
  .refine((q) => q.endDate >= q.startDate, { message: M.rangeInvalid, path: ['endDate'] });
export type TProfileTotalsQuery = z.infer<typeof ZProfileTotalsQuery>;

/** Quoted and approved totals T (DESIGN.md's totals block). */
const ZQuotedApproved = z.object({ quoted: ZTotalsBlock, approved: ZTotalsBlock });

/** GET {u}/profile/{id}/totals: the specbooks created in the period, counted, with their totals. */
export const ZProfileTotals = z.object({
  startDate: z.string(),
  endDate: z.string(),
  count: z.number().int(),
  totals: ZQuotedApproved,
});
export type TProfileTotals = z.infer<typeof ZProfileTotals>;

/** One month of the totals graph: its first day, the specbooks created in it and their totals. */
export const ZProfileGraphGroup = z.object({ createdAt: z.string(), count: z.number().int(), totals: ZQuotedApproved });
export type TProfileGraphGroup = z.infer<typeof ZProfileGraphGroup>;

/** A top seller of a profile: a catalogue spec with its quoted quantity and totals over the profile's specbooks. */
export const ZTopSeller = z.object({
  id: z.number().int(),
  specID: z.number().int(),
  name: z.string(),
  modelNumber: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  imageName: z.string().nullable(),
  qty: z.number().int(),
  list: ZMoney,
  sale: ZMoney,
});
export type TTopSeller = z.infer<typeof ZTopSeller>;
