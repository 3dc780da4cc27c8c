import { useQuery } from '@tanstack/react-query';
import type { TTag, TTagAttachment } from '#shared/schemas/tag';
import { apiList, apiRequest } from '#client/lib/api-client';
import { collabKeys, specTagsPath, userBase } from './keys';

/** GET the tags of one spec in a specbook. */
export async function listSpecTags(userId: number, specbookId: number, joinId: number, signal?: AbortSignal): Promise<TTag[]> {
  return (await apiList<TTag>(specTagsPath(userId, specbookId, joinId), { signal, silent: true })).list;
}

/** GET {u}/tags?searchTerms=…: the user's tags whose name matches. */
export async function searchTags(userId: number, searchTerms: string, signal?: AbortSignal): Promise<TTag[]> {
  return (await apiList<TTag>(`${userBase(userId)}/tags`, { query: { searchTerms }, signal, silent: true })).list;
}

/** POST {u}/tags with `{createTagRequest: {Tag: {name}}}`; an existing tag of that name is answered instead. */
export function createTag(userId: number, name: string): Promise<TTag> {
  return apiRequest<TTag>(`${userBase(userId)}/tags`, { method: 'POST', body: { createTagRequest: { Tag: { name } } }, silent: true });
}

/** POST …/specs/{joinId}/tags/{tagId}: attach a tag to the spec. */
export function attachTag(userId: number, specbookId: number, joinId: number, tagId: number): Promise<TTagAttachment> {
  return apiRequest<TTagAttachment>(`${specTagsPath(userId, specbookId, joinId)}/${tagId}`, { method: 'POST', silent: true });
}

/** DELETE …/specs/{joinId}/tags/{tagId}: detach a tag from the spec. */
export function detachTag(userId: number, specbookId: number, joinId: number, tagId: number): Promise<TTagAttachment> {
  return apiRequest<TTagAttachment>(`${specTagsPath(userId, specbookId, joinId)}/${tagId}`, { method: 'DELETE', silent: true });
}

/** The tags of one spec in a specbook. */
export function useSpecTags(userId: number, specbookId: number, joinId: number) {
  return useQuery({
    queryKey: collabKeys.specTags(userId, specbookId, joinId),
    queryFn: ({ signal }) => listSpecTags(userId, specbookId, joinId, signal),
  });
}

/**
 * The user's tags matching `terms` (already debounced). Empty terms ask nothing and answer no
 * results (spec §5 "Tag").
 */
export function useTagSearch(userId: number, terms: string) {
  const trimmed = terms.trim();
  return useQuery({
    queryKey: collabKeys.tagSearch(userId, trimmed),
    queryFn: ({ signal }) => searchTags(userId, trimmed, signal),
    enabled: trimmed !== '',
  });
}
