import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAipqImport, TCreateAipqImport, TImportMessage } from '#shared/schemas/aipq';
import { apiRequest, apiRequestWithLocation } from '#client/lib/api-client';
import { AIPQ_API_VERSION, AIPQ_POLL_MS, aipqKeys, importsBase, isRunning } from './keys';

/** A started import: its first answer and the URL its status is read from. */
export type TStartedImport = { started: TAipqImport; location: string };

/**
 * create import (spec §7 step 6): POST {u}/specbook/{id}/imports with the extraction and the
 * mapped tables. Silent: the step shows the server's message.
 */
export async function createAipqImport(userId: number, specbookId: number, body: TCreateAipqImport): Promise<TStartedImport> {
  const path = importsBase(userId, specbookId);
  const { data, location } = await apiRequestWithLocation<TAipqImport>(path, { method: 'POST', body, silent: true, version: AIPQ_API_VERSION });
  return { started: data, location: location ?? `${path}/${data.id}` };
}

/** The import's status: GET on its Location every second until it is complete or failed. */
export function useAipqImport(location: string | null) {
  return useQuery({
    queryKey: aipqKeys.import(location),
    queryFn: ({ signal }) => apiRequest<TAipqImport>(location!, { signal, silent: true, version: AIPQ_API_VERSION }),
    enabled: location !== null,
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? AIPQ_POLL_MS : false),
    retry: 2,
  });
}

/** list import messages (spec §7 step 7): GET {u}/specbook/{id}/imports/messages. */
export function useImportMessages(userId: number, specbookId: number) {
  return useQuery({
    queryKey: aipqKeys.messages(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TImportMessage[]>(`${importsBase(userId, specbookId)}/messages`, { signal, silent: true, version: AIPQ_API_VERSION }),
  });
}

/** What marking a message read sends: the message and, for a 'review' message, the spec the seller chose. */
export type TMarkRead = { messageId: number; specId?: number };

/**
 * delete (mark read) a message (spec §7 step 8): DELETE {u}/specbook/{id}/imports/messages/{messageId},
 * with deleteSpecbookImportMessageRequest{spec{id}} when a spec was chosen (an empty request
 * otherwise); the list is refreshed.
 */
export function useMarkMessageRead(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, specId }: TMarkRead) =>
      apiRequest<null>(`${importsBase(userId, specbookId)}/messages/${messageId}`, {
        method: 'DELETE',
        body: { deleteSpecbookImportMessageRequest: specId === undefined ? {} : { spec: { id: specId } } },
        silent: true,
        version: AIPQ_API_VERSION,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aipqKeys.messages(userId, specbookId) }),
  });
}
