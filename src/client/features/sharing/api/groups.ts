import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGroup, TGroupInviteCreate, TInvite } from '#shared/schemas/groups';
import { apiList, apiRequest } from '#client/lib/api-client';
import { sharingKeys, userBase } from './keys';

/** GET {u}/groups: the caller's groups with their members. */
export async function listGroups(userId: number, signal?: AbortSignal): Promise<TGroup[]> {
  return (await apiList<TGroup>(`${userBase(userId)}/groups`, { signal, silent: true })).list;
}

/** GET {u}/invites: invites to the caller and those they sent. */
export async function listInvites(userId: number, signal?: AbortSignal): Promise<TInvite[]> {
  return (await apiList<TInvite>(`${userBase(userId)}/invites`, { signal, silent: true })).list;
}

/** Query options of the caller's groups. */
export function groupsQueryOptions(userId: number) {
  return queryOptions({ queryKey: sharingKeys.groups(userId), queryFn: ({ signal }) => listGroups(userId, signal) });
}

/** Query options of the caller's invites. */
export function invitesQueryOptions(userId: number) {
  return queryOptions({ queryKey: sharingKeys.invites(userId), queryFn: ({ signal }) => listInvites(userId, signal) });
}

/** The caller's groups. */
export function useGroups(userId: number) {
  return useQuery(groupsQueryOptions(userId));
}

/** The caller's invites. */
export function useInvites(userId: number) {
  return useQuery(invitesQueryOptions(userId));
}

/** A mutation that refreshes groups and invites when it succeeds. */
function useGroupsMutation<V, R>(userId: number, call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.all(userId) }),
  });
}

/** POST {u}/groups `{createGroupRequest: {Group: {name}}}`. */
export function useCreateGroup(userId: number) {
  return useGroupsMutation(userId, (name: string) =>
    apiRequest<TGroup>(`${userBase(userId)}/groups`, { method: 'POST', body: { createGroupRequest: { Group: { name } } }, silent: true }),
  );
}

/** POST {u}/groups/{groupId}/invites `{createGroupInviteRequest: {Invite}}`. */
export function useInviteToGroup(userId: number) {
  return useGroupsMutation(userId, ({ groupId, invite }: { groupId: number; invite: TGroupInviteCreate }) =>
    apiRequest<TInvite>(`${userBase(userId)}/groups/${groupId}/invites`, { method: 'POST', body: { createGroupInviteRequest: { Invite: invite } }, silent: true }),
  );
}

/** POST {u}/pro-invites: the pro-user invite (useProUserInvite). */
export function useInviteProUser(userId: number) {
  return useGroupsMutation(userId, (invite: TGroupInviteCreate) =>
    apiRequest<TInvite>(`${userBase(userId)}/pro-invites`, { method: 'POST', body: { createGroupInviteRequest: { Invite: invite } }, silent: true }),
  );
}

/** POST {u}/groups/{groupId}/join. */
export function useJoinGroup(userId: number) {
  return useGroupsMutation(userId, (groupId: number) => apiRequest<TGroup>(`${userBase(userId)}/groups/${groupId}/join`, { method: 'POST', silent: true }));
}

/** DELETE {u}/groups/{groupId}/members/{memberUserId}: remove a member, or leave. */
export function useRemoveGroupMember(userId: number) {
  return useGroupsMutation(userId, ({ groupId, memberId }: { groupId: number; memberId: number }) =>
    apiRequest<unknown>(`${userBase(userId)}/groups/${groupId}/members/${memberId}`, { method: 'DELETE', silent: true }),
  );
}
