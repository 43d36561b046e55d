import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { Select } from '@/src/components/ui/select';
import { PAY_IN_SOURCE } from '@/src/contracts/payments';
import { moneyQueries } from './money-queries';
import { CryptoTopUpForm, FiatTopUpForm } from './top-up-forms';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';
import type { MoneyDialogProps } from './money-dialog-props';

/**
 * Staff record a top-up that arrived for the company (spec 5, spec 7 backoffice top-up): by SEPA or SWIFT
 * (amount, optional description: the source decides the transit account) or by crypto (hash, amount,
 * account, optional description). It stays pending until the main administrator accepts it.
 */
export function TopUpDialog({ companyId, companyName, onClose }: MoneyDialogProps) {
  const sources = useQuery(moneyQueries.sources());
  const [sourceId, setSourceId] = useState<number>(PAY_IN_SOURCE.sepa);
  const [busy, setBusy] = useState(false);
  const formId = `top-up-${companyId}-${sourceId}`;
  const options = (sources.data?.records ?? []).map((source) => ({
    value: String(source.value),
    label: `${source.description} (${source.currencies.join(', ')})`,
  }));

  return (
    <Modal
      open
      onClose={onClose}
      title="Top up balance"
      subtitle={`For ${companyName}. The top-up stays pending until the main administrator accepts it.`}
      closeByButtonOnly
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <OnlineOnlyButton type="submit" form={formId} loading={busy} disabled={!sources.data}>
            Apply for top-up
          </OnlineOnlyButton>
        </>
      }
    >
      <div className={blocks.stack}>
        {sources.isError ? (
          <LoadError what="pay-in sources" error={sources.error} />
        ) : (
          <Select
            label="Source"
            options={options}
            value={String(sourceId)}
            onValueChange={(value) => setSourceId(Number(value))}
            disabled={!sources.data}
          />
        )}
        {sourceId === PAY_IN_SOURCE.crypto ? (
          <CryptoTopUpForm key={formId} formId={formId} companyId={companyId} onBusy={setBusy} onDone={onClose} />
        ) : (
          <FiatTopUpForm
            key={formId}
            formId={formId}
            companyId={companyId}
            sourceId={sourceId}
            onBusy={setBusy}
            onDone={onClose}
          />
        )}
      </div>
    </Modal>
  );
}
