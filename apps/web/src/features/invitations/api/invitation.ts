import type { AnswerInvitationInput, Invitation } from '@drones/shared/invitations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** An invitation opened from its e-mail: its id and the token of the link. */
export interface InvitationLink {
  id: string;
  token: string;
}

const invitationKey = (link: InvitationLink) => ['invitations', link.id, link.token];

export function getInvitationQueryOptions(link: InvitationLink) {
  return queryOptions({
    queryKey: invitationKey(link),
    queryFn: ({ signal }) =>
      apiRequest<Invitation>(
        `/invitations/${encodeURIComponent(link.id)}?${new URLSearchParams({ token: link.token })}`,
        { signal },
      ),
    // The answer may change elsewhere (the app, another link): read it again on every visit.
    gcTime: 0,
  });
}

export function useInvitation(link: InvitationLink) {
  return useQuery(getInvitationQueryOptions(link));
}

/** Answers with the link's token; the page shows the invitation the server answers. */
export function useAnswerInvitation(link: InvitationLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: AnswerInvitationInput['answer']) =>
      apiRequest<Invitation>(`/invitations/${encodeURIComponent(link.id)}/answer`, {
        method: 'POST',
        body: { answer, token: link.token },
      }),
    onSuccess: (invitation) => queryClient.setQueryData(invitationKey(link), invitation),
    // Refused (the request finished meanwhile, say): show what the server holds now.
    onError: () => queryClient.invalidateQueries({ queryKey: invitationKey(link) }),
  });
}
