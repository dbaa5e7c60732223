import * as invitationsApi from '@drones/shared/endpoints/invitations';
import * as matchingApi from '@drones/shared/endpoints/matching';
import * as solicitationsApi from '@drones/shared/endpoints/solicitations';
import { MATCH_PAGE_SIZE } from '@drones/shared/matching';
import type { Solicitation, SolicitationListQuery } from '@drones/shared/solicitations';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pagedQueryOptions, usePagedList } from '@/lib/paged-list';
import { keptQueryKeys, queryRoots } from '@/lib/query-keys';

export type SolicitationStatus = NonNullable<SolicitationListQuery['status']>;
export type SolicitationScope = SolicitationListQuery['scope'];

/**
 * Whether the user runs the request: a body's request is every active member's, one without a
 * body its creator's (docs/design.md §12; the server decides again on every call).
 */
export function managesRequest(
  user: { id: string; organization: { id: string } | null },
  solicitation: Pick<Solicitation, 'userId' | 'organization'>,
): boolean {
  if (solicitation.userId === user.id) return true;
  return solicitation.organization !== null && solicitation.organization.id === user.organization?.id;
}

/** Everything read about requests: lists and details (kept offline), and each one's team. */
export const solicitationQueries = {
  all: [queryRoots.solicitations],
  /** Requests of one status, newest first; `search` matches name, urgency, description. */
  list: (filters: { status: SolicitationStatus; search?: string; scope?: SolicitationScope }) =>
    pagedQueryOptions(keptQueryKeys.solicitationLists, solicitationsApi.listSolicitations, {
      query: filters,
    }),
  /** One request with its creator's contact and, for staff, the pilots asked for support. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...keptQueryKeys.solicitationDetails, id],
      queryFn: ({ signal }) => call(solicitationsApi.getSolicitation, { params: { id }, signal }),
    }),
  roster: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.solicitations, 'roster', id],
      queryFn: ({ signal }) =>
        call(invitationsApi.getSolicitationRoster, { params: { id }, signal }),
    }),
  /**
   * The roster as the removal dialog reads it: under a root of its own, so the refresh after the
   * removal does not ask for the roster of a request that is gone.
   */
  rosterBeforeRemoval: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.solicitationRemoval, id],
      queryFn: ({ signal }) =>
        call(invitationsApi.getSolicitationRoster, { params: { id }, signal }),
      gcTime: 0,
    }),
  timeline: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.solicitations, 'timeline', id],
      queryFn: ({ signal }) =>
        call(invitationsApi.getSolicitationTimeline, { params: { id }, signal }),
    }),
  autoCallout: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.solicitations, 'autoCallout', id],
      queryFn: ({ signal }) => call(invitationsApi.getAutoCallout, { params: { id }, signal }),
    }),
  /** The pilots recommended for a request, best first (docs/design.md §8 Matching). */
  matches: (id: string) =>
    pagedQueryOptions(
      [queryRoots.solicitations, 'matches', id],
      matchingApi.listSolicitationMatches,
      { params: { id } },
      MATCH_PAGE_SIZE,
    ),
};

export function useSolicitationList({
  status,
  search,
  scope,
}: {
  status: SolicitationStatus;
  search?: string;
  scope?: SolicitationScope;
}) {
  return usePagedList(
    solicitationQueries.list({
      status,
      search: search?.trim() || undefined,
      ...(scope ? { scope } : {}),
    }),
  );
}

export function useSolicitation(id: string) {
  return useQuery(solicitationQueries.detail(id));
}

/** After any change to a request (saved, removed, report filed, pilot asked) every view refetches. */
export function invalidateSolicitations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: solicitationQueries.all });
}
