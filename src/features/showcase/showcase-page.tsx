import { useId, useState, type ReactNode } from 'react';
import { Amount } from '@/src/components/ui/amount';
import { Badge } from '@/src/components/ui/badge';
import { Button, type ButtonAppearance } from '@/src/components/ui/button';
import { Checkbox } from '@/src/components/ui/checkbox';
import { Combobox } from '@/src/components/ui/combobox';
import { EmptyState } from '@/src/components/ui/empty-state';
import { Icon, type IconColor, type IconSize } from '@/src/components/ui/icon';
import { ICON_PATHS, type IconName } from '@/src/components/ui/icon-paths';
import { Modal } from '@/src/components/ui/modal';
import { Popper } from '@/src/components/ui/popper';
import type { SelectOption } from '@/src/components/ui/select';
import { Skeleton } from '@/src/components/ui/skeleton';
import { Spinner } from '@/src/components/ui/spinner';
import { Table, type TableColumn } from '@/src/components/ui/table';
import { TextInput } from '@/src/components/ui/text-input';
import type { Currency } from '@/src/contracts/money';
import styles from './showcase-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const APPEARANCES: ButtonAppearance[] = [
  'primary',
  'secondary',
  'ghost',
  'add-card',
  'icon',
  'light-icon',
  'danger',
  'chips',
  'tg',
  'we-chat',
];
const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
const ICON_SIZES: IconSize[] = ['xs', 's', 'm', 'l', 'xl'];
const ICON_COLORS: IconColor[] = ['default', 'primary', 'success', 'blue', 'dark-blue'];

interface SamplePayment {
  id: string;
  merchant: string;
  card: string;
  status: 'Settled' | 'Pending' | 'Declined';
  amount: string;
  currency: Currency;
}

/** Made-up rows: the showcase never touches real accounts. */
const SAMPLE_PAYMENTS: SamplePayment[] = Array.from({ length: 23 }, (_, index) => ({
  id: `SAMPLE-${String(index + 1).padStart(3, '0')}`,
  merchant: ['Sample Air', 'Demo Hosting', 'Example Ads', 'Test Cloud'][index % 4] ?? 'Sample',
  card: `•••• ${String(4000 + index * 37).slice(-4)}`,
  status: (['Settled', 'Pending', 'Declined'] as const)[index % 3] ?? 'Settled',
  amount: `${index % 3 === 1 ? '' : '-'}${(index * 137.45 + 12.5).toFixed(2)}`,
  currency: (['USD', 'EUR', 'USDT', 'USDC'] as const)[index % 4] ?? 'USD',
}));

const SAMPLE_COLUMNS: TableColumn<SamplePayment>[] = [
  { id: 'id', header: 'Sample id', cell: (row) => row.id, sortable: true, sortValue: (row) => row.id },
  { id: 'merchant', header: 'Merchant', cell: (row) => row.merchant, sortable: true, sortValue: (row) => row.merchant },
  { id: 'card', header: 'Card', cell: (row) => row.card },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    sortable: true,
    sortValue: (row) => Number(row.amount),
    cell: (row) => <Amount value={row.amount} currency={row.currency} signed />,
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ButtonsSection() {
  return (
    <Section title="Buttons">
      <div className={styles.buttonGrid}>
        {APPEARANCES.map((appearance) => {
          const iconOnly = appearance === 'icon' || appearance === 'light-icon';
          const label = iconOnly ? undefined : appearance;
          const common = {
            appearance,
            icon: iconOnly ? ('settings' as const) : undefined,
            'aria-label': iconOnly ? `${appearance} button` : undefined,
          };
          return (
            <div key={appearance} className={styles.buttonRow}>
              <code className={styles.variantName}>{appearance}</code>
              <Button {...common} mode="fixed">
                {label}
              </Button>
              <Button {...common} mode="fill">
                {label ? `${label} fill` : undefined}
              </Button>
              <Button {...common} loading>
                {label}
              </Button>
              <Button {...common} disabled>
                {label}
              </Button>
              {appearance === 'chips' ? (
                <Button appearance="chips" selected>
                  selected
                </Button>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className={styles.note}>Columns: fixed, fill, loading, disabled.</p>
    </Section>
  );
}

function IconsSection() {
  return (
    <Section title="Icons">
      {ICON_SIZES.map((size) => (
        <div key={size} className={styles.iconRow}>
          <code className={styles.variantName}>{size}</code>
          {ICON_NAMES.map((name) => (
            <Icon key={name} name={name} size={size} title={size === 'l' ? name : undefined} />
          ))}
        </div>
      ))}
      {ICON_COLORS.map((color) => (
        <div key={color} className={styles.iconRow}>
          <code className={styles.variantName}>{color}</code>
          {ICON_NAMES.slice(0, 12).map((name) => (
            <Icon key={name} name={name} size="l" color={color} />
          ))}
        </div>
      ))}
    </Section>
  );
}

const SAMPLE_COMPANIES: SelectOption[] = ['Sample Air', 'Demo Hosting', 'Example Ads', 'Test Cloud'].map(
  (label, i) => ({ value: String(i + 1), label }),
);

function InputsSection() {
  const [agreed, setAgreed] = useState(false);
  const [company, setCompany] = useState<SelectOption | null>(null);
  const [query, setQuery] = useState('');
  return (
    <Section title="Inputs">
      <div className={styles.formGrid}>
        <TextInput label="Company name" caption="As registered" limit={40} counter required />
        <TextInput
          label="E-mail"
          type="email"
          defaultValue="someone@icloud.com"
          errors={['Please use another email (not @outlook.com or @icloud.com)']}
          required
        />
        <TextInput label="Password" type="password" defaultValue="Sample-Passw0rd!" autoComplete="new-password" />
        <TextInput label="Amount (digits and a point only)" pattern={/[0-9.]/} inputMode="decimal" placeholder="0.00" />
        <TextInput label="Comment" type="textarea" limit={200} counter />
        <TextInput label="Disabled" defaultValue="Read only sample" disabled />
        <Combobox
          label="Sample company (type to find)"
          value={company}
          onValueChange={setCompany}
          query={query}
          onQueryChange={setQuery}
          options={SAMPLE_COMPANIES.filter((c) => c.label.toLowerCase().includes(query.trim().toLowerCase()))}
          placeholder="All companies"
          clearLabel="Show all sample companies"
        />
      </div>
      <div className={styles.row}>
        <Checkbox label="Normal checkbox" defaultChecked />
        <Checkbox label="Small checkbox" size="small" />
        <Checkbox label="I agree to the sample terms" required checked={agreed} onCheckedChange={setAgreed} touched />
      </div>
    </Section>
  );
}

function OverlaysSection() {
  const [open, setOpen] = useState<null | 'form' | 'button-only'>(null);
  return (
    <Section title="Modal and popper">
      <div className={styles.row}>
        <Button onClick={() => setOpen('form')}>Open modal</Button>
        <Button appearance="secondary" onClick={() => setOpen('button-only')}>
          Open close-by-button modal
        </Button>
        <Popper trigger={<Button appearance="secondary">Popper bottom-start</Button>} label="Sample popper">
          {({ close }) => (
            <div className={styles.popperBody}>
              <p>Anchored 12 px below its trigger.</p>
              <Button appearance="ghost" onClick={close}>
                Done
              </Button>
            </div>
          )}
        </Popper>
        <Popper
          trigger={<Button appearance="secondary">Popper bottom-end</Button>}
          placement="bottom-end"
          label="Right-aligned popper"
        >
          <p>Aligned to the trigger&apos;s right edge.</p>
        </Popper>
        <Popper
          trigger={<Button appearance="light-icon" icon="info" aria-label="Hover hint" />}
          placement="top"
          openOn="hover"
          openDelay={150}
        >
          A hint on hover or focus, above its anchor.
        </Popper>
      </div>
      <Modal
        open={open === 'form'}
        onClose={() => setOpen(null)}
        title="Sample top-up"
        subtitle="A showcase modal: nothing is sent"
        logo={<Icon name="wallet" size="xl" color="primary" />}
        formId="showcase-modal-form"
      >
        <form
          id="showcase-modal-form"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(null);
          }}
          className={styles.formGrid}
        >
          <TextInput label="Amount" pattern={/[0-9.]/} required />
          <TextInput label="Description" type="textarea" limit={120} counter />
        </form>
      </Modal>
      <Modal
        open={open === 'button-only'}
        onClose={() => setOpen(null)}
        title="Closes by button only"
        closeByButtonOnly
        footer={null}
      >
        <p>Clicking the backdrop does nothing here; Escape and the close button still work.</p>
      </Modal>
    </Section>
  );
}

function DataSection() {
  return (
    <Section title="Table, amounts and states">
      <p className={styles.note}>Showcase sample data — not real payments.</p>
      <Table
        tableId="showcase-payments"
        caption="Showcase sample payments"
        showCaption
        columns={SAMPLE_COLUMNS}
        rows={SAMPLE_PAYMENTS}
        maxHeight="360px"
      />
      <div className={styles.tableStates}>
        <Table
          tableId="showcase-loading"
          caption="Loading state"
          showCaption
          columns={SAMPLE_COLUMNS}
          rows={[]}
          loading
          skeletonRows={3}
          paginate={false}
        />
        <Table
          tableId="showcase-empty"
          caption="Empty state"
          showCaption
          columns={SAMPLE_COLUMNS}
          rows={[]}
          emptyMessage="No sample payments yet."
          emptyAction={<Button icon="plus">Add sample</Button>}
          paginate={false}
        />
      </div>
      <div className={styles.row}>
        <Amount value="1234567.891" currency="USD" />
        <Amount value="-250" currency="EUR" />
        <Amount value="75.5" currency="USDT" signed />
        <Amount value="10" currency="USDC" />
        <Amount value="7.1" currency="USDT_TRC" />
        <Amount value="7.1" currency="USDT_ERC" />
        <Amount value="0.00012345" currency="USDT" exact />
      </div>
      <div className={styles.row}>
        <Badge count={3} label="3 sample requests" />
        <Badge count={120} tone="danger" />
        <Badge count={8} tone="neutral" />
        <Spinner size="s" />
        <Spinner />
        <Spinner size="l" />
        <div className={blocks.centerRow}>
          <Skeleton shape="circle" />
          <Skeleton width="160px" />
          <Skeleton shape="block" height="48px" width="200px" />
        </div>
      </div>
      <EmptyState
        icon="card"
        title="No cards yet"
        message="Issue a sample card to see it here."
        action={<Button icon="plus">Issue card</Button>}
      />
    </Section>
  );
}

/** Internal page for developers: every widget of the design system in every variant, on sample data. */
export function ShowcasePage() {
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Design system showcase</h1>
        <p className={styles.note}>
          Internal page for developers. Everything below is sample data; nothing is saved or sent.
        </p>
      </header>
      <ButtonsSection />
      <IconsSection />
      <InputsSection />
      <OverlaysSection />
      <DataSection />
    </div>
  );
}
