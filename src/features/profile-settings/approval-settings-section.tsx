import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/src/components/ui/load-error';
import { Checkbox } from '@/src/components/ui/checkbox';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { getRequestSettings, updateRequestSettings, type RequestSettings } from '@/src/contracts/requests';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { sharedKeys } from '@/src/lib/query-keys';
import { Section } from './section';
import styles from './profile-settings.module.css';

const approvalSettingsQuery = queryOptions({
  queryKey: [...sharedKeys.requests, 'settings'] as const,
  queryFn: ({ signal }) => call(getRequestSettings, {}, { signal }),
});

/**
 * Who decides requests (issue 24, decision 014), for the owner: team leads decide their team's higher limits
 * within their own authority; funds and new cards are the owner's unless delegated here. Saved on the server,
 * where every decision reads it, so a lead's Approve follows the setting at the moment they tap it.
 */
export function ApprovalSettingsSection() {
  const settings = useQuery(approvalSettingsQuery);
  return (
    <Section title="Approvals">
      <p className={styles.muted}>
        Team leads approve their team&apos;s requests for higher limits up to their own limit. Funds and new cards need
        you unless you let team leads decide them.
      </p>
      {settings.isPending ? <p>Loading the approval settings…</p> : null}
      {settings.isError ? <LoadError what="approval settings" error={settings.error} /> : null}
      {settings.data ? <ApprovalSettingsForm saved={settings.data} /> : null}
    </Section>
  );
}

function ApprovalSettingsForm({ saved }: { saved: RequestSettings }) {
  const [draft, setDraft] = useState(saved);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: RequestSettings) => call(updateRequestSettings, { body }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      queryClient.setQueryData(approvalSettingsQuery.queryKey, {
        leadsDecideFunds: answer.leadsDecideFunds,
        leadsDecideNewCards: answer.leadsDecideNewCards,
      });
      // What a lead may decide changed: the badge and the request views re-read their actions.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.requests });
    },
  });
  const changed =
    draft.leadsDecideFunds !== saved.leadsDecideFunds || draft.leadsDecideNewCards !== saved.leadsDecideNewCards;
  return (
    <form
      aria-label="Approval settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <Checkbox
        label="Team leads may approve funds moved to a BIN account for their team"
        checked={draft.leadsDecideFunds}
        onCheckedChange={(on) => setDraft((d) => ({ ...d, leadsDecideFunds: on }))}
      />
      <Checkbox
        label="Team leads may approve new cards for their team"
        checked={draft.leadsDecideNewCards}
        onCheckedChange={(on) => setDraft((d) => ({ ...d, leadsDecideNewCards: on }))}
      />
      <div>
        <OnlineOnlyButton type="submit" disabled={!changed} loading={save.isPending}>
          Save
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
