import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNoteParent } from '#shared/lib/notes-messages';
import { NOTE_CREATE_OPERATION, NOTE_UPDATE_OPERATION, type TNote } from '#shared/schemas/note';
import { apiList, apiRequest } from '#client/lib/api-client';

/** What the notes are on: a specbook, a customer or a catalogue spec, by id. */
export type TNoteTarget = { parent: TNoteParent; parentId: number };

/** `/api/v4/user/{userId}/{parent}/{parentId}/notes`. */
function notesPath(userId: number, target: TNoteTarget): string {
  return `/api/v4/user/${userId}/${target.parent}/${target.parentId}/notes`;
}

/** Cache key of a parent's notes for a search. */
export function notesKey(userId: number, target: TNoteTarget, search = '') {
  return ['notes', userId, target.parent, target.parentId, search] as const;
}

/** The notes panel shows up to this many notes (the newest). */
export const NOTES_PAGE_SIZE = 100;

/** Query options of a parent's notes, newest first, optionally searched. */
export function notesQueryOptions(userId: number, target: TNoteTarget, search: string) {
  const query = new URLSearchParams({ perPage: String(NOTES_PAGE_SIZE) });
  if (search.trim()) query.set('search', search.trim());
  return queryOptions({
    queryKey: notesKey(userId, target, search.trim()),
    queryFn: ({ signal }) => apiList<TNote>(`${notesPath(userId, target)}?${query.toString()}`, { signal, silent: true }),
  });
}

/** A parent's notes. */
export function useNotes(userId: number, target: TNoteTarget, search: string) {
  return useQuery(notesQueryOptions(userId, target, search));
}

/** POST a note: `{"createNoteRequest": {"Note": {"note"}}}`. */
export function createNote(userId: number, target: TNoteTarget, note: string): Promise<TNote> {
  return apiRequest<TNote>(notesPath(userId, target), { method: 'POST', body: { [NOTE_CREATE_OPERATION]: { Note: { note } } }, silent: true });
}

/** PATCH a note's text: `{"updateNoteRequest": {"Note": {"note"}}}`. */
export function updateNote(userId: number, target: TNoteTarget, noteId: number, note: string): Promise<TNote> {
  return apiRequest<TNote>(`${notesPath(userId, target)}/${noteId}`, { method: 'PATCH', body: { [NOTE_UPDATE_OPERATION]: { Note: { note } } }, silent: true });
}

/** DELETE a note (soft: deletedAt is set). */
export function deleteNote(userId: number, target: TNoteTarget, noteId: number): Promise<TNote> {
  return apiRequest<TNote>(`${notesPath(userId, target)}/${noteId}`, { method: 'DELETE', silent: true });
}
