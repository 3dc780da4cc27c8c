import { z } from 'zod';

/** The attributes a room's specs are described by, in the order they are shown. */
export const ROOM_ATTRIBUTES = [
  { name: 'finish', displayName: 'Finish' },
  { name: 'style', displayName: 'Style' },
  { name: 'installation', displayName: 'Installation' },
  { name: 'material', displayName: 'Material' },
  { name: 'collection', displayName: 'Collection' },
] as const;

/** A category attribute (spec/workspace.md §3 "Attribute"): its values sorted alphabetically. */
export const ZAttribute = z.object({
  name: z.string(),
  displayName: z.string(),
  allowedValues: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type TAttribute = z.infer<typeof ZAttribute>;
