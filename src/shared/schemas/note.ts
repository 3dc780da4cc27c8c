import { z } from 'zod';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES as M, NOTE_PARENTS } from '#shared/lib/notes-messages';

/** Request operations of a note create and update. */
export const NOTE_CREATE_OPERATION = 'createNoteRequest';
export const NOTE_UPDATE_OPERATION = 'updateNoteRequest';

/** A note as the API answers it (spec §3 Note, with its author). */
export const ZNote = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  parentType: z.enum(NOTE_PARENTS),
  parentId: z.number().int(),
  note: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** Whether the caller may edit or remove it (the author only). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type TNote = z.infer<typeof ZNote>;

/** `createNoteRequest.Note` and `updateNoteRequest.Note`: plain text, trimmed, 1–5000 characters. */
export const ZNoteWrite = z.object({
  note: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(NOTE_MAX_LENGTH, M.noteTooLong),
});
export type TNoteWrite = z.infer<typeof ZNoteWrite>;
