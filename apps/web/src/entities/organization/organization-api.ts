import * as organizationsApi from '@drones/shared/endpoints/organizations';
import * as sharesApi from '@drones/shared/endpoints/shares';
import type { MembershipStatus } from '@drones/shared/memberships';
import type { MemberDecision, ShareInput } from '@drones/shared/organizations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** A body's members and its term of adhesion, as /orgao reads them (docs/design.md §12). */
export const organizationQueries = {
  all: (id: string) => [queryRoots.organizations, id],
  members: (id: string, status: MembershipStatus) =>
    queryOptions({
      queryKey: [queryRoots.organizations, id, 'members', status],
      queryFn: ({ signal }) =>
        call(organizationsApi.listMembers, { params: { id }, query: { status }, signal }),
    }),
  terms: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.organizations, id, 'terms'],
      queryFn: ({ signal }) =>
        call(organizationsApi.getOrganizationTerms, { params: { id }, signal }),
    }),
};

export function useMembers(id: string, status: MembershipStatus, enabled = true) {
  return useQuery({ ...organizationQueries.members(id, status), enabled });
}

export function useTerms(id: string) {
  return useQuery(organizationQueries.terms(id));
}

/** A coordinator approves, refuses or removes a member; both lists are read again. */
export function useDecideMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: MemberDecision }) =>
      call(organizationsApi.decideMember, {
        params: { id: organizationId, userId },
        body: decision,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationQueries.all(organizationId) }),
  });
}

/** A coordinator writes the body's term: a new version, asked again at the next acceptance. */
export function useUpdateTerms(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      call(organizationsApi.updateOrganizationTerms, {
        params: { id: organizationId },
        body: { text },
      }),
    onSuccess: (terms) =>
      queryClient.setQueryData(organizationQueries.terms(organizationId).queryKey, terms),
  });
}

/** Shares: the bodies a request was shared with, and the requests shared with the user's body. */
export const shareQueries = {
  all: [queryRoots.shares],
  ofRequest: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.shares, 'request', id],
      queryFn: ({ signal }) => call(sharesApi.listSolicitationShares, { params: { id }, signal }),
    }),
  incoming: () =>
    queryOptions({
      queryKey: [queryRoots.shares, 'incoming'],
      queryFn: ({ signal }) => call(sharesApi.listIncomingShares, { query: {}, signal }),
    }),
};

export function useRequestShares(id: string, enabled: boolean) {
  return useQuery({ ...shareQueries.ofRequest(id), enabled });
}

export function useIncomingShares(enabled = true) {
  return useQuery({ ...shareQueries.incoming(), enabled });
}

/** A member of the owning body asks another body for support. */
export function useShareSolicitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput) =>
      call(sharesApi.shareSolicitation, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareQueries.all }),
  });
}

/** A coordinator of the invited body accepts or declines; the request lists change with it. */
export function useDecideShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      solicitationId,
      organizationId,
      status,
    }: {
      solicitationId: string;
      organizationId: string;
      status: 'accepted' | 'declined';
    }) =>
      call(sharesApi.decideShare, {
        params: { id: solicitationId, organizationId },
        body: { status },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shareQueries.all });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.solicitations] });
    },
  });
}

/** Bodies by name, for the share dialog's search. */
export function useOrganizationSearch(search: string) {
  return useQuery({
    queryKey: [queryRoots.organizations, 'search', search],
    queryFn: ({ signal }) =>
      call(organizationsApi.listOrganizations, { query: { search, limit: 10 }, signal }),
    enabled: search.trim().length >= 2,
  });
}

/** A civil-defence user without a body asks to join one; its coordinators decide. */
export function useAskToJoin() {
  return useMutation({
    mutationFn: (organizationId: string) =>
      call(organizationsApi.askToJoin, { params: { id: organizationId } }),
  });
}

/** The terms of adhesion the signed-in pilot accepted, oldest first. */
export function useMyTerms(enabled = true) {
  return useQuery({
    queryKey: [queryRoots.organizations, 'myTerms'],
    queryFn: ({ signal }) => call(organizationsApi.listMyTerms, { signal }),
    enabled,
  });
}
