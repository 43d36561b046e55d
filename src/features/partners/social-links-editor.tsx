import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LoadError } from '@/src/components/ui/load-error';
import { Button } from '@/src/components/ui/button';
import { Select } from '@/src/components/ui/select';
import { Skeleton } from '@/src/components/ui/skeleton';
import { TextInput } from '@/src/components/ui/text-input';
import {
  saveSocialLinks,
  SOCIAL_KIND_LABEL,
  SOCIAL_KINDS,
  SOCIAL_LABEL_MAX,
  SOCIAL_LINKS_MAX,
  SOCIAL_URL_MAX,
  socialLinksBody,
  type SocialKind,
  type SocialLink,
} from '@/src/contracts/partners';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { formatDate } from '@/src/lib/dates';
import { notify } from '@/src/lib/notify';
import { partnerQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './partners.module.css';
import type { SpecDate } from '@/src/contracts/dates';

const KIND_OPTIONS = SOCIAL_KINDS.map((kind) => ({ value: kind, label: SOCIAL_KIND_LABEL[kind] }));

/** The contract's errors for the list, keyed as the server keys them (`links.0.url`). */
function listErrors(links: SocialLink[]): Record<string, string[]> {
  const parsed = socialLinksBody.safeParse({ links });
  const errors: Record<string, string[]> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The social links clients see beside the partner button (spec 2.4), set here by roles 1 and 7: up to
 * SOCIAL_LINKS_MAX, each a network, a label and an https address, saved as a whole list in this order.
 */
export function SocialLinksEditor() {
  const saved = useQuery(partnerQueries.socialLinks());
  if (saved.isPending) return <Skeleton height={160} shape="block" />;
  if (saved.isError) {
    return <LoadError what="social links" error={saved.error} className={styles.error} />;
  }
  return (
    <SocialLinksForm
      key={saved.data.updatedAt?.timestamp ?? 'none'}
      links={saved.data.links}
      at={saved.data.updatedAt}
    />
  );
}

function SocialLinksForm({ links: initial, at }: { links: SocialLink[]; at: SpecDate | null }) {
  const [links, setLinks] = useState<SocialLink[]>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { links: SocialLink[] }) => call(saveSocialLinks, { body }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerQueries.all }),
  });
  const errors = { ...(submitted ? listErrors(links) : {}), ...serverErrors };

  const update = (index: number, next: Partial<SocialLink>) => {
    setLinks((prev) => prev.map((link, i) => (i === index ? { ...link, ...next } : link)));
    setServerErrors({});
  };
  const remove = (index: number) => setLinks((prev) => prev.filter((_, i) => i !== index));
  const add = () => setLinks((prev) => [...prev, { kind: 'website', label: '', url: '' }]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(listErrors(links)).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('#social-links [aria-invalid="true"]')?.focus());
      return;
    }
    try {
      await save.mutateAsync({ links });
    } catch (error) {
      if (error instanceof ApiError && error.errors) setServerErrors(error.errors);
    }
  }

  return (
    <form id="social-links" className={styles.form} onSubmit={submit} noValidate aria-label="Social links">
      <fieldset className={`${blocks.fieldset} ${styles.fieldset}`}>
        <legend>Social links</legend>
        <p className={styles.muted}>
          Shown to clients beside the partner button and the support link, in this order. Addresses must start with
          https://.
        </p>
        {links.length === 0 ? <p className={styles.muted}>No social links yet.</p> : null}
        <ol className={styles.socialList}>
          {links.map((link, i) => (
            <li key={i} className={styles.socialRow}>
              <Select
                label="Network"
                options={KIND_OPTIONS}
                value={link.kind}
                onValueChange={(kind) => update(i, { kind: kind as SocialKind })}
                errors={errors[`links.${i}.kind`]}
              />
              <TextInput
                label="Label"
                value={link.label}
                limit={SOCIAL_LABEL_MAX}
                required
                autoComplete="off"
                onValueChange={(label) => update(i, { label })}
                errors={errors[`links.${i}.label`]}
              />
              <TextInput
                label="Address"
                type="text"
                inputMode="url"
                value={link.url}
                limit={SOCIAL_URL_MAX}
                required
                autoComplete="off"
                placeholder="https://"
                onValueChange={(url) => update(i, { url })}
                errors={errors[`links.${i}.url`]}
              />
              <Button
                appearance="ghost"
                className={styles.remove}
                onClick={() => remove(i)}
                aria-label={`Remove social link ${i + 1}${link.label ? ` (${link.label})` : ''}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        {errors.links ? (
          <p role="alert" className={styles.error}>
            {errors.links[0]}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button appearance="secondary" onClick={add} disabled={links.length >= SOCIAL_LINKS_MAX}>
            Add a link
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save social links
          </Button>
          <p className={styles.muted}>
            {links.length >= SOCIAL_LINKS_MAX ? `At most ${SOCIAL_LINKS_MAX} links. ` : ''}
            {at ? `Last saved ${formatDate(at)}.` : 'Not saved yet.'}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
