import * as invitationsApi from '@drones/shared/endpoints/invitations';
import type { AnswerInvitationInput } from '@drones/shared/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationQueries, type InvitationLink } from '@/entities/invitation/invitation-queries';
import { call } from '@/lib/api-client';

export type { InvitationLink };

export function useInvitation(link: InvitationLink) {
  return useQuery(invitationQueries.byLink(link));
}

/** Answers with the link's token; the page shows the invitation the server answers. */
export function useAnswerInvitation(link: InvitationLink) {
  const queryClient = useQueryClient();
  const { queryKey } = invitationQueries.byLink(link);
  return useMutation({
    mutationFn: (answer: AnswerInvitationInput['answer']) =>
      call(invitationsApi.answerInvitation, {
        params: { id: link.id },
        body: { answer, token: link.token },
      }),
    onSuccess: (invitation) => queryClient.setQueryData(queryKey, invitation),
    // Refused (the request finished meanwhile, say): show what the server holds now.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
