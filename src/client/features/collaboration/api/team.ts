import { useQuery } from '@tanstack/react-query';
import type { TTeamMember, TTeamMemberCreate, TTeamMemberUpdate } from '#shared/schemas/team';
import { apiList, apiRequest } from '#client/lib/api-client';
import { collabKeys, specbookBase } from './keys';

const teamPath = (userId: number, specbookId: number) => `${specbookBase(userId, specbookId)}/team`;

/** GET {u}/specbook/{id}/team: the specbook's team (revoked invites left out). */
export async function listTeam(userId: number, specbookId: number, signal?: AbortSignal): Promise<TTeamMember[]> {
  return (await apiList<TTeamMember>(teamPath(userId, specbookId), { signal, silent: true })).list;
}

/** POST {u}/specbook/{id}/team with `{createTeamMemberRequest: {TeamMember}}`. */
export function addTeamMember(userId: number, specbookId: number, member: TTeamMemberCreate): Promise<TTeamMember> {
  return apiRequest<TTeamMember>(teamPath(userId, specbookId), {
    method: 'POST',
    body: { createTeamMemberRequest: { TeamMember: member } },
    silent: true,
  });
}

/** PATCH {u}/specbook/{id}/team/{joinId} with `{updateTeamMemberRequest: {TeamMember}}`. */
export function updateTeamMember(userId: number, specbookId: number, joinId: number, patch: TTeamMemberUpdate): Promise<TTeamMember> {
  return apiRequest<TTeamMember>(`${teamPath(userId, specbookId)}/${joinId}`, {
    method: 'PATCH',
    body: { updateTeamMemberRequest: { TeamMember: patch } },
    silent: true,
  });
}

/** DELETE {u}/specbook/{id}/team/{joinId}: revoke the invite. */
export function revokeTeamMember(userId: number, specbookId: number, joinId: number): Promise<unknown> {
  return apiRequest<unknown>(`${teamPath(userId, specbookId)}/${joinId}`, { method: 'DELETE', silent: true });
}

/** The specbook's team. */
export function useTeam(userId: number, specbookId: number, enabled = true) {
  return useQuery({
    queryKey: collabKeys.team(userId, specbookId),
    queryFn: ({ signal }) => listTeam(userId, specbookId, signal),
    enabled,
  });
}
