import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTACT_CREATE_OPERATION, CONTACT_UPDATE_OPERATION, type TContact, type TContactCreateInput } from '#shared/schemas/contact';
import { apiList, apiRequest } from '#client/lib/api-client';

/** Whose people: one customer's or one vendor's. */
export type TContactParent = { kind: 'customer'; id: number } | { kind: 'vendor'; id: number };

const base = (userId: number) => `/api/v4/user/${userId}/contacts`;

/** Query options of the people of `parent` (first 100, by name). */
export function contactsQuery(userId: number, parent: TContactParent) {
  return queryOptions({
    queryKey: ['contacts', userId, parent.kind, parent.id] as const,
    queryFn: async ({ signal }) =>
      (await apiList<TContact>(base(userId), { query: { [`filter[${parent.kind}Id]`]: parent.id, perPage: 100 }, signal, silent: true })).list,
  });
}

/** The people of a customer or a vendor. */
export function useContacts(userId: number, parent: TContactParent) {
  return useQuery(contactsQuery(userId, parent));
}

/** Add, change and remove people of `parent`; each refreshes its list. Errors are the caller's to show. */
export function useContactMutations(userId: number, parent: TContactParent) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactsQuery(userId, parent).queryKey });
  const link = { [parent.kind]: { id: parent.id } };
  return {
    create: useMutation({
      mutationFn: (contact: TContactCreateInput) =>
        apiRequest<TContact>(base(userId), { method: 'POST', body: { [CONTACT_CREATE_OPERATION]: { Contact: { ...contact, ...link } } }, silent: true }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (v: { id: number; contact: TContactCreateInput }) =>
        apiRequest<TContact>(`${base(userId)}/${v.id}`, { method: 'PATCH', body: { [CONTACT_UPDATE_OPERATION]: { Contact: v.contact } }, silent: true }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest<{ id: number }>(`${base(userId)}/${id}`, { method: 'DELETE', silent: true }), onSuccess: refresh }),
  };
}
