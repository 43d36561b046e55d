import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextInput } from '../../components/ui/text-input';
import { profileSettingsForm, updateProfile } from '../../contracts/profile';
import { AUTO_TIMEZONE, TIMEZONES } from '../../contracts/timezones';
import type { CurrentUser } from '../../contracts/users';
import { ApiError } from '../../lib/api-error';
import { call } from '../../lib/api-client';
import { textField } from '../../lib/form-fields';
import { notify } from '../../lib/notify';
import { setChosenTimezone } from '../../lib/timezone';
import styles from './profile-settings.module.css';
import { Section } from './section';

/** Names are required here: a cleared name would otherwise be sent as "no change" and silently come back. */
const namesAndTimezone = profileSettingsForm.pick({ firstName: true, lastName: true, timezone: true }).required();

const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({
  value: zone,
  label: zone === AUTO_TIMEZONE ? 'Auto (this device’s timezone)' : zone,
}));

/** Names and timezone (spec 3: timezone default UTC+0, or Auto; every date in the app follows it). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [form, fields] = useForm({
    id: 'profile-settings',
    defaultValue: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', timezone: user.timezone },
    constraint: getZodConstraint(namesAndTimezone),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: namesAndTimezone }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setServerErrors({});
      setBusy(true);
      try {
        const answer = await call(updateProfile, { body: submission.value });
        notify.success(answer.message);
        // Dates follow the new zone at once; the refetched user confirms it, and every list is read again
        // because the server counts days in the Timezone header.
        setChosenTimezone(submission.value.timezone);
        await queryClient.invalidateQueries();
      } catch (error) {
        if (error instanceof ApiError && error.errors) setServerErrors(error.errors);
      } finally {
        setBusy(false);
      }
    },
  });

  return (
    <Section title="Profile">
      <form {...getFormProps(form)} className={styles.form}>
        <p className={styles.muted}>
          Signed in as <strong>{user.email}</strong>
        </p>
        <div className={styles.twoColumns}>
          <TextInput {...textField(fields.firstName, serverErrors)} key={fields.firstName.key} label="First name" autoComplete="given-name" limit={100} />
          <TextInput {...textField(fields.lastName, serverErrors)} key={fields.lastName.key} label="Last name" autoComplete="family-name" limit={100} />
        </div>
        <Select
          id={fields.timezone.id}
          name={fields.timezone.name}
          key={fields.timezone.key}
          defaultValue={String(fields.timezone.initialValue ?? user.timezone)}
          label="Timezone"
          options={TIMEZONE_OPTIONS}
          errors={fields.timezone.errors ?? serverErrors.timezone}
          caption="Every date in the portal is shown in this timezone."
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Save profile
          </Button>
        </div>
      </form>
    </Section>
  );
}
