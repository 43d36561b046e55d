import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkFreezeCards,
  closeCard,
  freezeCard,
  unfreezeCard,
  updateCardLimits,
  type CardLimitsBody,
} from '@/src/contracts/cards';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { cardQueries } from './queries';
import { sharedKeys } from '@/src/lib/query-keys';

/** After any change: every card list, page and history; today's spend and the balances may move too. */
function useRefreshCards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cardQueries.all }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.companies }),
    ]);
}

export type CardStatusAction = 'freeze' | 'unfreeze' | 'close';

/** Freeze, unfreeze or close: the server's message is shown as the success toast. */
export function useCardStatusAction(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (action: CardStatusAction) => {
      const input = { params: { id } };
      if (action === 'freeze') return call(freezeCard, input);
      if (action === 'unfreeze') return call(unfreezeCard, input);
      return call(closeCard, input);
    },
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: refresh,
  });
}

/** Limits: 422 field errors go to the form, so they are not toasted as well. */
export function useCardLimits(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (body: CardLimitsBody) => call(updateCardLimits, { params: { id }, body }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: refresh,
  });
}

export function useBulkFreeze() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (ids: number[]) => call(bulkFreezeCards, { body: { ids } }),
    onSuccess: (answer) => (answer.skippedIds.length ? notify.warning(answer.message) : notify.success(answer.message)),
    onSettled: refresh,
  });
}
