import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { SafeHtml } from '@/src/components/ui/safe-html';
import { Skeleton } from '@/src/components/ui/skeleton';
import { TextInput } from '@/src/components/ui/text-input';
import {
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_TITLE_MAX,
  sendNotification,
  sendNotificationBody,
  type SendNotificationBody,
} from '@/src/contracts/notifications';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { notify } from '@/src/lib/notify';
import { CompanyPicker, type PickedCompany } from './company-picker';
import { PeoplePicker, type PickedUser } from './people-picker';
import { audienceText, fieldErrors, type FieldErrors } from './send-form';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './send-notification.module.css';

// The news editor's rich-text field (decision 015), loaded when the panel first shows, as the news editor does.
const RichTextEditor = lazy(() =>
  import('@/src/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

const TEXT_CAPTION =
  'Headings, bold, italic, lists and links from the toolbar; the HTML view for the rest. Scripts, styles and ' +
  'frames are removed.';

type Audience = SendNotificationBody['to'];
const AUDIENCES: Array<{ value: Audience; label: string }> = [
  { value: 'all', label: 'All clients' },
  { value: 'companies', label: 'Chosen companies' },
  { value: 'users', label: 'Chosen people' },
];

/**
 * Roles 1 and 6 (spec 7 `POST notification/send`): to all clients, chosen companies or chosen people; a title
 * and an HTML text with a live preview rendered exactly as recipients will see it (sanitized); a confirmation
 * that says who will receive it; the server's message on success.
 */
export function SendNotificationPanel() {
  const [to, setTo] = useState<Audience>('all');
  const [companies, setCompanies] = useState<PickedCompany[]>([]);
  const [people, setPeople] = useState<PickedUser[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<SendNotificationBody | null>(null);
  const headingId = useId();
  const previewId = useId();
  const textId = useId();

  const send = useMutation({
    mutationFn: (body: SendNotificationBody) => call(sendNotification, { body }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      setConfirming(null);
      setTitle('');
      setDescription('');
      setErrors({});
    },
    onError: (error) => {
      setConfirming(null);
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
    },
  });

  const body = (): SendNotificationBody => ({
    to,
    title,
    description,
    ...(to === 'companies' ? { companyIds: companies.map((c) => c.id) } : {}),
    ...(to === 'users' ? { userIds: people.map((u) => u.id) } : {}),
  });

  const review = () => {
    const candidate = body();
    const parsed = sendNotificationBody.safeParse(candidate);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setConfirming(candidate);
  };

  return (
    <section className={`${blocks.card} ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={blocks.sectionHeading}>
        Send a notification
      </h2>
      <form
        className={blocks.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <fieldset className={styles.audience}>
          <legend className={styles.legend}>To</legend>
          {AUDIENCES.map((audience) => (
            <label key={audience.value} className={styles.option}>
              <input
                type="radio"
                name="to"
                value={audience.value}
                checked={to === audience.value}
                onChange={() => setTo(audience.value)}
              />
              {audience.label}
            </label>
          ))}
        </fieldset>
        {to === 'companies' && (
          <CompanyPicker
            legend="Companies"
            multiple
            value={companies}
            onChange={setCompanies}
            errors={errors.companyIds}
          />
        )}
        {to === 'users' && <PeoplePicker value={people} onChange={setPeople} errors={errors.userIds} />}
        <TextInput
          label="Title"
          value={title}
          onValueChange={setTitle}
          limit={NOTIFICATION_TITLE_MAX}
          errors={errors.title}
          required
        />
        <Suspense fallback={<Skeleton height={260} shape="block" />}>
          <RichTextEditor
            id={textId}
            label="Text"
            value={description}
            onChange={setDescription}
            limit={NOTIFICATION_DESCRIPTION_MAX}
            errors={errors.description}
            caption={TEXT_CAPTION}
          />
        </Suspense>
        <div className={blocks.stackTight}>
          <h3 className={styles.previewHeading}>Preview</h3>
          <div id={previewId} className={styles.preview} aria-live="polite" data-testid="notification-preview">
            <strong className={styles.previewTitle}>{title || 'Title'}</strong>
            {description ? (
              <SafeHtml html={description} />
            ) : (
              <p className={blocks.muted}>The text appears here as recipients will see it.</p>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          <OnlineOnlyButton type="submit">Send</OnlineOnlyButton>
        </div>
      </form>
      <Modal
        open={confirming !== null}
        onClose={() => !send.isPending && setConfirming(null)}
        title="Send this notification?"
        footer={
          <>
            <Button appearance="secondary" onClick={() => setConfirming(null)} disabled={send.isPending}>
              Cancel
            </Button>
            <OnlineOnlyButton onClick={() => confirming && send.mutate(confirming)} loading={send.isPending}>
              Send now
            </OnlineOnlyButton>
          </>
        }
      >
        {confirming && (
          <p>
            “{confirming.title}” goes to <strong>{audienceText(confirming, companies, people)}</strong>. It cannot be
            recalled once sent.
          </p>
        )}
      </Modal>
    </section>
  );
}
