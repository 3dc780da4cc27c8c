import { z } from 'zod';
import { ESPECBOOK_ACCESS_MESSAGES as M } from '#shared/lib/especbook-access-messages';
import { ZSocialLink } from '#shared/schemas/company-account';
import { ZTeamPermissions } from '#shared/schemas/team';

/** POST /api/v1/auth/especbooks: the member's link token and the specbook it opens. */
export const ZEspecbookExchange = z.object({
  token: z.string({ error: M.tokenRequired }).trim().min(1, M.tokenRequired).max(200, M.invalidToken),
  specbookId: z.coerce.number({ error: M.specbookIdRequired }).int(M.specbookIdRequired).positive(M.specbookIdRequired).max(2_147_483_647, M.specbookIdRequired),
});
export type TEspecbookExchange = z.infer<typeof ZEspecbookExchange>;

/** Kinds of viewer sessions: a team member's e-Specbook link, or a QR label's view token. */
export const VIEWER_KINDS = ['especbook', 'qr'] as const;
export type TViewerKind = (typeof VIEWER_KINDS)[number];

/** Who a token viewer is and what they may do (the `viewer` of whoami). */
export const ZViewer = z.object({
  kind: z.enum(VIEWER_KINDS),
  specbookId: z.number().int(),
  memberId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  permissions: ZTeamPermissions,
});
export type TViewer = z.infer<typeof ZViewer>;

/** GET /api/v4/user/me for a token viewer: the owner's fields the e-Specbook shows, and the viewer. */
export const ZViewerMe = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  logoURL: z.string().nullable(),
  canUseInvoicing: z.boolean(),
  canUsePdfModal: z.boolean(),
  viewer: ZViewer,
});
export type TViewerMe = z.infer<typeof ZViewerMe>;

/** GET {u}/account for a token viewer: the company's public face only. */
export const ZPublicAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  logoURL: z.string().nullable(),
  extra: z.object({ socialMedia: z.record(z.string(), ZSocialLink) }),
  hasAnySocialMedia: z.boolean(),
});
export type TPublicAccount = z.infer<typeof ZPublicAccount>;

/** POST {u}/specbook/{id}/notifications/viewed: the token the page was opened with (optional for QR). */
export const ZViewedBody = z.object({ token: z.string().max(200).optional() }).optional();

/** Query of GET /api/v1/showcase (spec §2.3). */
export const ZShowcaseQuery = z.object({
  specbookId: z.coerce.number().int().positive(),
  categoryId: z.coerce.number().int().positive().optional(),
  specSpecbookId: z.coerce.number().int().positive().optional(),
});

/** One preloaded resource of the showcase answer. */
export const ZShowcaseEntry = z.object({ status: z.enum(['success', 'error']), data: z.unknown() });

/** A team member as a token viewer sees it (no permissions, no links: never another member's token). */
export const ZPublicTeamMember = z.object({
  id: z.number().int(),
  joinID: z.number().int(),
  name: z.string(),
  email: z.string(),
  emailAddress: z.string(),
});
export type TPublicTeamMember = z.infer<typeof ZPublicTeamMember>;
