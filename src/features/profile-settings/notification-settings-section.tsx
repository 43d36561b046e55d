import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PushToggle } from '@/src/components/layout/bell/push-toggle';
import { Checkbox } from '@/src/components/ui/checkbox';
import { QueryContent } from '@/src/components/ui/query-content';
import { Skeleton } from '@/src/components/ui/skeleton';
import { TextInput } from '@/src/components/ui/text-input';
import { availableNotificationTypes, saveNotificationSettings } from '@/src/contracts/notifications';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { notify } from '@/src/lib/notify';
import { bodyOf, CHANNELS, draftsOf, thresholdErrorOf, type Channel, type SettingDraft } from './notification-settings';
import styles from './profile-settings.module.css';
import { Section } from './section';
import { SubmitRow } from './submit-row';
import blocks from '@/src/components/ui/page-blocks.module.css';

const settingsQuery = {
  queryKey: ['notifications', 'settings'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(availableNotificationTypes, {}, { signal }),
};

/**
 * Spec 7: each notification type (`notification/available_type`) with its e-mail, interface and Telegram switches
 * and, where it has one, its threshold (the default shown beside it); Save → `PUT notification/setting` → the
 * server's message. Web push for this browser is switched here too.
 */
export function NotificationSettingsSection() {
  const types = useQuery(settingsQuery);
  return (
    <Section title="Notifications">
      <QueryContent query={types} what="notification settings" loading={<Skeleton width="80%" />}>
        {({ notificationTypeList }) => (
          <SettingsForm key={types.dataUpdatedAt} initial={draftsOf(notificationTypeList)} />
        )}
      </QueryContent>
      <div className={styles.push}>
        <h3>Push notifications in this browser</h3>
        <PushToggle />
      </div>
    </Section>
  );
}

function SettingsForm({ initial }: { initial: SettingDraft[] }) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  const save = useMutation({
    mutationFn: () => call(saveNotificationSettings, { body: bodyOf(drafts) }),
    onSuccess: (answer) => {
      setErrors(undefined);
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
    },
    onError: (error) => setErrors(error instanceof ApiError ? error.errors : undefined),
  });

  const setChannel = (index: number, channel: Channel, on: boolean) =>
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, channels: { ...d.channels, [channel]: on } } : d)));
  const setThreshold = (index: number, value: string) =>
    setDrafts((all) =>
      all.map((d, i) => (i === index && d.threshold ? { ...d, threshold: { ...d.threshold, value } } : d)),
    );

  return (
    <form
      className={blocks.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <table className={styles.notificationTable}>
        <caption className="visually-hidden">Notification channels and thresholds</caption>
        <thead>
          <tr>
            <th scope="col">Notification</th>
            {CHANNELS.map((channel) => (
              <th scope="col" key={channel.key}>
                {channel.label}
              </th>
            ))}
            <th scope="col">Threshold</th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((draft, index) => (
            <tr key={draft.id}>
              <th scope="row">{draft.name}</th>
              {CHANNELS.map((channel) => (
                <td key={channel.key} data-label={channel.label}>
                  <Checkbox
                    label={<span className="visually-hidden">{`${draft.name}: ${channel.label}`}</span>}
                    checked={draft.channels[channel.key]}
                    onCheckedChange={(on) => setChannel(index, channel.key, on)}
                  />
                </td>
              ))}
              <td data-label="Threshold">
                {draft.threshold ? (
                  <TextInput
                    label={`${draft.name} threshold${draft.threshold.unit === 'percent' ? ', %' : ''}`}
                    hideLabel
                    inputMode="decimal"
                    value={draft.threshold.value}
                    onValueChange={(value) => setThreshold(index, value)}
                    limit={13}
                    caption={`Default ${draft.threshold.default}${draft.threshold.unit === 'percent' ? ' %' : ''}`}
                    errors={thresholdErrorOf(errors, index)}
                  />
                ) : (
                  <span aria-hidden="true">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SubmitRow busy={save.isPending}>Save</SubmitRow>
    </form>
  );
}
