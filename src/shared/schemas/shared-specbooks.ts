import { z } from 'zod';
import { ZTeamEmail } from './team';
import { ZPreviewRoom } from './specbook';

/** POST {u}/specbook/{id}/share `{"email"}`. */
export const ZShareCreate = z.object({ email: ZTeamEmail });
export type TShareCreate = z.infer<typeof ZShareCreate>;

/** One share of the owner's specbook: to whom and when. */
export const ZShare = z.object({
  id: z.number().int(),
  specbookId: z.number().int(),
  email: z.string(),
  sharedAt: z.string(),
});
export type TShare = z.infer<typeof ZShare>;

/** Who shared a specbook, as the recipient sees them. */
export const ZSharedOwner = z.object({ name: z.string(), companyName: z.string() });

/** A specbook in the recipient's "Shared with me" list. */
export const ZSharedSpecbook = z.object({
  id: z.number().int(),
  specbookId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  owner: ZSharedOwner,
  sharedAt: z.string(),
  roomCount: z.number().int(),
  specCount: z.number().int(),
});
export type TSharedSpecbook = z.infer<typeof ZSharedSpecbook>;

/** GET {u}/shared/{specbookId}: the read-only preview, the specbook with its rooms and specs. */
export const ZSharedPreview = z.object({ specbook: ZSharedSpecbook, rooms: z.array(ZPreviewRoom) });
export type TSharedPreview = z.infer<typeof ZSharedPreview>;

/** `cloneSharedSpecbookRequest`: the recipient's profile the copy goes under. */
export const ZCloneShared = z.object({ profile: z.object({ id: z.coerce.number().int().positive() }) });
export type TCloneShared = z.infer<typeof ZCloneShared>;

/** What a clone answers: the new specbook of the recipient. */
export const ZClonedSpecbook = z.object({ id: z.number().int(), specbookID: z.number().int(), name: z.string(), profileId: z.number().int() });
export type TClonedSpecbook = z.infer<typeof ZClonedSpecbook>;
