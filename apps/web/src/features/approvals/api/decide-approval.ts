import * as usersApi from '@drones/shared/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { approvalQueries } from './get-pending-accounts';

export interface ApprovalDecision {
  id: string;
  approved: boolean;
}

export function decideApproval({ id, approved }: ApprovalDecision) {
  return call(usersApi.setGovernmentApproval, { params: { id }, body: { approved } });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSuccess: (_answer, { id }) => {
      // A decided account leaves the list at once.
      queryClient.setQueryData(approvalQueries.pending().queryKey, (accounts) =>
        accounts?.filter((account) => account.id !== id),
      );
    },
  });
}
