import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getPartnerButtonSettings,
  getSocialLinks,
  savePartnerButton,
  type PartnerButtonInput,
} from '@/src/contracts/partners';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';

export const partnerQueries = {
  all: ['partner-button'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...partnerQueries.all, 'settings'] as const,
      queryFn: ({ signal }) => call(getPartnerButtonSettings, {}, { signal }),
    }),
  socialLinks: () =>
    queryOptions({
      queryKey: [...partnerQueries.all, 'social-links'] as const,
      queryFn: ({ signal }) => call(getSocialLinks, {}, { signal }),
    }),
};

/** Saves the design; 422 field errors go to the designer, the server's message is the toast. */
export function useSavePartnerButton() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerButtonInput) => call(savePartnerButton, { body }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    // The client layout's button reads the same key family.
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerQueries.all }),
  });
}
