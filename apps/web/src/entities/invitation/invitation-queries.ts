import * as communicationsApi from '@drones/shared/endpoints/communications';
import * as invitationsApi from '@drones/shared/endpoints/invitations';
import { queryOptions } from '@tanstack/react-query';
import { call, apiPage } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paged-list';
import { keptQueryKeys, queryRoots } from '@/lib/query-keys';

/** An invitation opened from its e-mail: its id and the token of the link. */
export interface InvitationLink {
  id: string;
  token: string;
}

/**
 * The pilot's own invitations (docs/design.md §8), kept offline under their root
 * (lib/offline-cache.ts), and the one an e-mail's link opens.
 */
export const invitationQueries = {
  all: keptQueryKeys.invitations,
  /** His invitation to one request, or null when he has none. */
  ofRequest: (solicitationId: string) =>
    queryOptions({
      queryKey: [queryRoots.invitations, 'ofRequest', solicitationId],
      queryFn: async ({ signal }) => {
        const page = await apiPage(invitationsApi.listMyInvitations, {
          query: { solicitationId, limit: 1 },
          signal,
        });
        return page.items[0] ?? null;
      },
    }),
  /** The inbox (/convites): its lists and the menu's badge. */
  inbox: [queryRoots.invitations, 'inbox'],
  /** How many invitations wait for the pilot's answer: the menu's badge. */
  pendingCount: () =>
    queryOptions({
      queryKey: [queryRoots.invitations, 'inbox', 'pendingCount'],
      queryFn: async ({ signal }) =>
        (
          await apiPage(invitationsApi.listMyInvitations, {
            query: { status: 'invited', limit: 1 },
            signal,
          })
        ).total,
    }),
  pending: () =>
    pagedQueryOptions(
      [queryRoots.invitations, 'inbox', 'pending'],
      invitationsApi.listMyInvitations,
      {
        query: { status: 'invited' },
      },
    ),
  /** Every invitation, newest first. */
  everyOne: () =>
    pagedQueryOptions(
      [queryRoots.invitations, 'inbox', 'all'],
      invitationsApi.listMyInvitations,
      {},
    ),
  byLink: (link: InvitationLink) =>
    queryOptions({
      queryKey: [queryRoots.invitations, 'byLink', link.id, link.token],
      queryFn: ({ signal }) =>
        call(invitationsApi.getInvitation, {
          params: { id: link.id },
          query: { token: link.token },
          signal,
        }),
      // The answer may change elsewhere (the app, another link): read it again on every visit.
      gcTime: 0,
    }),
};

/** The broadcasts the pilot received, kept offline (lib/offline-cache.ts). */
export const communicationQueries = {
  list: () =>
    pagedQueryOptions(keptQueryKeys.communicationLists, communicationsApi.listCommunications, {}),
};
