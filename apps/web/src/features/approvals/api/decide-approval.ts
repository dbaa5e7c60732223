import type { UserListItem } from '@drones/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getPendingAccountsQueryOptions } from './get-pending-accounts';

export interface ApprovalDecision {
  id: string;
  approved: boolean;
}

export function decideApproval({ id, approved }: ApprovalDecision) {
  return apiRequest<UserListItem>(`/users/${encodeURIComponent(id)}/approval`, {
    method: 'PATCH',
    body: { approved },
  });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSuccess: (_answer, { id }) => {
      // A decided account leaves the list at once.
      queryClient.setQueryData(getPendingAccountsQueryOptions().queryKey, (accounts) =>
        accounts?.filter((account) => account.id !== id),
      );
    },
  });
}
