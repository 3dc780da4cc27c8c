import { and, eq, sql } from 'drizzle-orm';
import { specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { inRoom, parseRoomParam, requireRooms } from '#server/modules/spec-specbooks/placement';
import { ROOM_ATTRIBUTES, type TAttribute } from '#shared/schemas/room-attributes';

type AttributeName = (typeof ROOM_ATTRIBUTES)[number]['name'];

/** The distinct non-blank values of one catalogue column, sorted case-insensitively. */
const valuesOf = (name: AttributeName) =>
  sql<string[]>`coalesce(array_agg(distinct ${specs[name]} order by ${specs[name]}) filter (where nullif(trim(${specs[name]}), '') is not null), '{}')`;

/**
 * GET {u}/specbook/{id}/categories/{categoryId}/attributes (spec/workspace.md §7 "Category
 * attributes (categoryId)"): the finish, style, installation, material and collection values of
 * the specs in the room ('misc' = Miscellaneous), each list alphabetical (§3 "Attribute"), in one
 * aggregate. An attribute no spec of the room has answers an empty list.
 * @throws NotFoundError for another account's specbook or a room not in it.
 */
export async function listRoomAttributes(ctx: ServiceContext, specbookId: number, rawRoom: string): Promise<TAttribute[]> {
  const book = await requireSpecbook(ctx, specbookId);
  const room = parseRoomParam(rawRoom);
  await requireRooms(ctx.db, book.id, [room]);
  const columns = Object.fromEntries(ROOM_ATTRIBUTES.map((a) => [a.name, valuesOf(a.name)])) as Record<AttributeName, ReturnType<typeof valuesOf>>;
  const [row] = await ctx.db
    .select(columns)
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .where(and(eq(specSpecbooks.specbookId, book.id), eq(specSpecbooks.accountId, book.accountId), inRoom(room)));
  return ROOM_ATTRIBUTES.map(({ name, displayName }) => ({
    name,
    displayName,
    allowedValues: [...(row?.[name] ?? [])]
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
      .map((value) => ({ name: value, value })),
  }));
}
