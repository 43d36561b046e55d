import { SchemaForm } from '@/src/components/forms/schema-form';
import { NameFields } from '@/src/components/forms/name-fields';
import { FieldInput } from '@/src/components/forms/field-input';
import { fillProfile } from '@/src/contracts/profile';
import type { CurrentUser } from '@/src/contracts/users';
import { call } from '@/src/lib/api-client';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { notify } from '@/src/lib/notify';
import styles from './profile-settings.module.css';
import { useReloadCurrentUser } from './queries';
import { Section } from './section';
import { SubmitRow } from './submit-row';
import blocks from '@/src/components/ui/page-blocks.module.css';

const fillProfileForm = fillProfile.body;

/** A new owner completes their profile once (spec 7 POST user/fill-profile): shown until they do. */
export function FillProfileForm({ user }: { user: CurrentUser }) {
  const reloadUser = useReloadCurrentUser();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'fill-profile',
    schema: fillProfileForm,
    defaultValue: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' },
    async submit(value) {
      notify.success((await call(fillProfile, { body: value })).message);
      await reloadUser();
    },
  });

  return (
    <Section title="Complete your profile" prominent>
      <p>Welcome to your company&apos;s account. Tell us who you are to finish setting it up.</p>
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <div className={`${blocks.twoColumns} ${styles.wideColumns}`}>
          <NameFields firstName={fields.firstName} lastName={fields.lastName} own />
        </div>
        <FieldInput
          field={fields.phone}
          label="Phone (optional)"
          type="text"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+441234567890"
          pattern={/[+\d]/}
          limit={16}
          caption="International format: + and 7 to 15 digits"
        />
        <SubmitRow busy={busy}>Save profile</SubmitRow>
      </SchemaForm>
    </Section>
  );
}
