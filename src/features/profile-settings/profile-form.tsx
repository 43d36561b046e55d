import { useQueryClient } from '@tanstack/react-query';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { NameFields } from '@/src/components/forms/name-fields';
import { profileSettingsForm, updateProfile } from '@/src/contracts/profile';
import { AUTO_TIMEZONE, TIMEZONES } from '@/src/contracts/timezones';
import type { CurrentUser } from '@/src/contracts/users';
import { call } from '@/src/lib/api-client';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { notify } from '@/src/lib/notify';
import { setChosenTimezone } from '@/src/lib/timezone';
import styles from './profile-settings.module.css';
import { Section } from './section';
import { SubmitRow } from './submit-row';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Names are required here: a cleared name would otherwise be sent as "no change" and silently come back. */
const namesAndTimezone = profileSettingsForm.pick({ firstName: true, lastName: true, timezone: true }).required();

const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({
  value: zone,
  label: zone === AUTO_TIMEZONE ? 'Auto (this device’s timezone)' : zone,
}));

/** Names and timezone (spec 3: timezone default UTC+0, or Auto; every date in the app follows it). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'profile-settings',
    schema: namesAndTimezone,
    defaultValue: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', timezone: user.timezone },
    async submit(value) {
      notify.success((await call(updateProfile, { body: value })).message);
      // Dates follow the new zone at once; the refetched user confirms it, and every list is read again
      // because the server counts days in the Timezone header.
      setChosenTimezone(value.timezone);
      await queryClient.invalidateQueries();
    },
  });

  return (
    <Section title="Profile">
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <p className={styles.muted}>
          Signed in as <strong>{user.email}</strong>
        </p>
        <div className={`${blocks.twoColumns} ${styles.wideColumns}`}>
          <NameFields firstName={fields.firstName} lastName={fields.lastName} own />
        </div>
        <FieldSelect
          field={fields.timezone}
          defaultValue={String(fields.timezone.initialValue ?? user.timezone)}
          label="Timezone"
          options={TIMEZONE_OPTIONS}
          caption="Every date in the portal is shown in this timezone."
        />
        <SubmitRow busy={busy}>Save profile</SubmitRow>
      </SchemaForm>
    </Section>
  );
}
