import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/src/contracts/messages';
import {
  blockTeamUser,
  deleteUser,
  inviteUser,
  resetTeamUserSessions,
  unblockTeamUser,
  type InviteForm,
} from '@/src/contracts/team';
import { updateUser, type UserUpdate } from '@/src/contracts/users';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { teamQueries } from './queries';
import { sharedKeys } from '@/src/lib/query-keys';

/**
 * Spec 8: an invite says 'Invite has been sent'; a failure shows the server's validation message (the
 * default toast) and is rethrown, so the form also puts the field errors on its fields.
 */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteForm) => call(inviteUser, { body }),
    onSuccess: () => notify.success(toast.inviteSent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueries.all }),
  });
}

/** Saves a user's names, team and (owner) rights; 422 field errors go to the form instead of a toast. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdate }) =>
      call(updateUser, { params: { id }, body }, { suppressToast: [422] }),
    onSuccess: (user) => {
      queryClient.setQueryData(teamQueries.user(user.id).queryKey, user);
      notify.success(toast.saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueries.all }),
  });
}

export type StatusAction = 'block' | 'unblock' | 'resetSessions' | 'delete';

const ENDPOINT = {
  block: blockTeamUser,
  unblock: unblockTeamUser,
  resetSessions: resetTeamUserSessions,
  delete: deleteUser,
} as const;

/** Block, unblock, reset sessions or delete; spec 8: these show the server's message. */
export function useUserStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: StatusAction }) => call(ENDPOINT[action], { params: { id } }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: (_answer, _error, { action }) => {
      void queryClient.invalidateQueries({ queryKey: teamQueries.all });
      // Deleting a user closes their cards on the server: every card list (the cards feature's
      // ['cards'] keys) is stale now.
      if (action === 'delete') void queryClient.invalidateQueries({ queryKey: sharedKeys.cards });
    },
  });
}
