import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { PartnerButtonView } from '@/src/components/partner-button/partner-button-view';
import { Button } from '@/src/components/ui/button';
import { Checkbox } from '@/src/components/ui/checkbox';
import { Skeleton } from '@/src/components/ui/skeleton';
import { TextInput } from '@/src/components/ui/text-input';
import { BORDER_SIZE_MAX, PARTNER_NAME_MAX, PARTNER_URL_MAX, type PartnerButton } from '@/src/contracts/partners';
import { ApiError } from '@/src/lib/api-error';
import { formatDate } from '@/src/lib/dates';
import { ColorRow } from './color-row';
import { PaintEditor } from './paint-editor';
import { draftErrors, toBody, toDraft, type PartnerDraft } from './partner-draft';
import { partnerQueries, useSavePartnerButton } from './queries';
import { SocialLinksEditor } from './social-links-editor';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './partners.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import type { SpecDate } from '@/src/contracts/dates';

/** The button's two paints, name and fill, in the designer's order. */
const PAINTS = [
  { legend: 'Name colour', colorLabel: 'Name colour', field: 'buttonNameColor' },
  { legend: 'Fill', colorLabel: 'Fill colour', field: 'buttonColor' },
] as const;

/** /admin/partners (roles 1 and 7): the partner-button designer with a live preview, and the social links beside it. */
export function PartnerDesignerPage() {
  const settings = useQuery(partnerQueries.settings());
  if (settings.isPending) return <Skeleton height={480} shape="block" />;
  if (settings.isError) {
    return <LoadError what="partner button" error={settings.error} className={styles.error} />;
  }
  return (
    <>
      <PartnerDesigner key={settings.data?.updatedAt.timestamp ?? 'new'} saved={settings.data} />
      <SocialLinksEditor />
    </>
  );
}

/** An error is shown once its field (or a field inside it) was left, or after a save was tried. */
const isShown = (key: string, touched: ReadonlySet<string>, submitted: boolean) =>
  submitted || [...touched].some((path) => path === key || path.startsWith(`${key}.`) || key.startsWith(`${path}.`));

function PartnerDesigner({ saved }: { saved: (PartnerButton & { updatedAt: SpecDate }) | null }) {
  const [draft, setDraft] = useState<PartnerDraft>(() => toDraft(saved ?? undefined));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const save = useSavePartnerButton();

  const allErrors = useMemo(() => draftErrors(draft), [draft]);
  const errors = useMemo(() => {
    const shown: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(allErrors))
      if (isShown(key, touched, submitted)) shown[key] = messages;
    return { ...shown, ...serverErrors };
  }, [allErrors, touched, submitted, serverErrors]);
  const valid = Object.keys(allErrors).length === 0;

  const change = (next: PartnerDraft) => {
    setDraft(next);
    setServerErrors({});
  };
  const blur = (path: string) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  /** A text field of the draft: its value, its change, its blur (which marks it touched) and its errors shown. */
  const textField = (key: 'name' | 'url' | 'borderSize') => ({
    value: draft[key],
    onValueChange: (value: string) => change({ ...draft, [key]: value }),
    onBlur: () => blur(key),
    errors: errors[key],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!valid) {
      // The first invalid field takes focus (UI.md), found by the error line the kit ties to it.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('#partner-designer [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    try {
      await save.mutateAsync(toBody(draft));
    } catch (error) {
      if (error instanceof ApiError && error.errors) setServerErrors(error.errors);
    }
  }

  const previewDesign = { ...toBody(draft), name: draft.name } as unknown as PartnerButton;
  const previewable = Object.keys(allErrors).every(
    (key) => key === 'buttonNameColor' || key === 'name' || key === 'url',
  );

  return (
    <div className={styles.page}>
      <form id="partner-designer" className={blocks.stackWide} onSubmit={submit} noValidate aria-label="Partner button">
        <fieldset className={`${blocks.fieldset} ${styles.fieldset}`}>
          <legend>Button</legend>
          <div className={blocks.twoColumns}>
            <TextInput
              label="Name"
              {...textField('name')}
              limit={PARTNER_NAME_MAX}
              counter
              required
              autoComplete="off"
            />
            <TextInput
              label="Link"
              type="text"
              inputMode="url"
              {...textField('url')}
              limit={PARTNER_URL_MAX}
              required
              autoComplete="off"
              placeholder="https://"
            />
          </div>
          <Checkbox
            label="Published: clients see the button"
            checked={draft.isPublished}
            onCheckedChange={(isPublished) => change({ ...draft, isPublished })}
          />
        </fieldset>
        {PAINTS.map((paint) => (
          <PaintEditor key={paint.field} {...paint} draft={draft} errors={errors} onChange={change} onBlur={blur} />
        ))}
        <fieldset className={`${blocks.fieldset} ${styles.fieldset}`}>
          <legend>Border</legend>
          <TextInput
            label={`Border size (0–${BORDER_SIZE_MAX} px)`}
            {...textField('borderSize')}
            inputMode="numeric"
            limit={2}
            pattern={/[0-9]/}
            autoComplete="off"
          />
          <ColorRow
            label="Border colour"
            path="borderColor.0"
            value={draft.borderColor[0] ?? { color: '', opacity: '1' }}
            errors={errors}
            onChange={(next) => change({ ...draft, borderColor: [next] })}
            onBlur={blur}
          />
        </fieldset>
        <div className={blocks.centerRow}>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          {saved ? (
            <p className={blocks.hint}>
              Last saved {formatDate(saved.updatedAt)}
              {saved.isPublished ? ', published' : ', not published'}.
            </p>
          ) : (
            <p className={blocks.hint}>Not saved yet.</p>
          )}
        </div>
      </form>
      <aside className={styles.preview} aria-label="Preview">
        <p className={blocks.previewLabel}>Preview</p>
        {previewable ? (
          <>
            <div className={`${styles.stage} ${styles.stageLight}`}>
              <PartnerButtonView design={previewDesign} preview />
            </div>
            <p className={blocks.hint}>
              Company owners, team leads and buyers see it at the bottom of the sidebar, beside the support link.
            </p>
          </>
        ) : (
          <p className={blocks.hint}>Fix the colours to see the preview.</p>
        )}
      </aside>
    </div>
  );
}
