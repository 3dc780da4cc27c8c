import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ATTACHMENT_MESSAGES as M } from '#shared/lib/attachment-messages';
import { ATTACHMENT_UPDATE_OPERATION, type TAttachment, type TAttachmentUpdate } from '#shared/schemas/attachment';
import { apiList, apiRequest } from '#client/lib/api-client';
import { uploadWithProgress } from '#client/lib/upload-with-progress';

/** `/api/v4/user/{userId}/specbook/{specbookId}/attachments`. */
export function attachmentsPath(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}/attachments`;
}

/** GET the specbook's attachments (each with fresh signed view/download links). */
export async function listAttachments(userId: number, specbookId: number, signal?: AbortSignal): Promise<TAttachment[]> {
  return (await apiList<TAttachment>(attachmentsPath(userId, specbookId), { signal, silent: true })).list;
}

/** Query options of the specbook's attachments. */
export function attachmentsQueryOptions(userId: number, specbookId: number) {
  return queryOptions({ queryKey: ['attachments', userId, specbookId] as const, queryFn: ({ signal }) => listAttachments(userId, specbookId, signal) });
}

/** The specbook's attachments. */
export function useAttachments(userId: number, specbookId: number) {
  return useQuery(attachmentsQueryOptions(userId, specbookId));
}

/** POSTs one file (multipart field `file`) with upload progress (0–100). */
export async function uploadAttachment(userId: number, specbookId: number, file: File, onProgress: (percent: number) => void): Promise<TAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await uploadWithProgress<TAttachment>(attachmentsPath(userId, specbookId), form, onProgress, { failedMessage: M.uploadFailed })).data;
}

/** PATCHes an attachment's name or client visibility. */
export function updateAttachment(userId: number, specbookId: number, id: number, change: TAttachmentUpdate): Promise<TAttachment> {
  return apiRequest<TAttachment>(`${attachmentsPath(userId, specbookId)}/${id}`, {
    method: 'PATCH',
    body: { [ATTACHMENT_UPDATE_OPERATION]: { Attachment: change } },
    silent: true,
  });
}

/** DELETEs an attachment and its stored file. */
export function deleteAttachment(userId: number, specbookId: number, id: number): Promise<{ id: number }> {
  return apiRequest<{ id: number }>(`${attachmentsPath(userId, specbookId)}/${id}`, { method: 'DELETE', silent: true });
}

/** Upload, update and delete, each refreshing the list when done. */
export function useAttachmentMutations(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: attachmentsQueryOptions(userId, specbookId).queryKey });
  return {
    upload: useMutation({ mutationFn: (v: { file: File; onProgress: (p: number) => void }) => uploadAttachment(userId, specbookId, v.file, v.onProgress), onSuccess: refresh }),
    update: useMutation({ mutationFn: (v: { id: number; change: TAttachmentUpdate }) => updateAttachment(userId, specbookId, v.id, v.change), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => deleteAttachment(userId, specbookId, id), onSuccess: refresh }),
  };
}
