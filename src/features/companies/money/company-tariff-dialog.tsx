import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Checkbox } from '@/src/components/ui/checkbox';
import { Modal } from '@/src/components/ui/modal';
import { Select } from '@/src/components/ui/select';
import type { CompanyTariff } from '@/src/contracts/tariffs';
import { validation } from '@/src/contracts/messages';
import { moneyQueries } from './money-queries';
import { useCompanyTariff } from './tariff-mutations';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface CompanyTariffDialogProps {
  companyId: number;
  tariff: CompanyTariff;
  onClose: () => void;
}

/**
 * Choose the company's tariff scale for one card provider, or let it follow the provider's current scale
 * (auto-update). BIN accounts that auto-update follow what is chosen here.
 */
export function CompanyTariffDialog({ companyId, tariff, onClose }: CompanyTariffDialogProps) {
  const scales = useQuery(moneyQueries.scales());
  const save = useCompanyTariff(companyId);
  const [autoUpdate, setAutoUpdate] = useState(tariff.autoUpdate);
  const [scaleId, setScaleId] = useState(tariff.tariffScale ? String(tariff.tariffScale.id) : '');
  const [error, setError] = useState<string | undefined>();
  const options = [
    { value: '', label: 'Choose a tariff scale' },
    ...(scales.data?.records ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  const follows = tariff.providerTariffScale?.name ?? 'none yet';

  function submit() {
    if (!autoUpdate && !scaleId) {
      setError(validation.required);
      return;
    }
    save.mutate(
      { providerId: tariff.provider.id, tariffScaleId: autoUpdate ? null : Number(scaleId), autoUpdate },
      { onSuccess: onClose },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Tariff for ${tariff.provider.name}`}
      subtitle="Transfers to the company's BIN accounts of this provider pay the chosen scale's fee."
      onSubmit={submit}
      submitText="Save"
      resetText={null}
      submitLoading={save.isPending}
    >
      <div className={blocks.stack}>
        <Checkbox
          label={`Follow the provider's scale (${follows})`}
          checked={autoUpdate}
          onCheckedChange={(checked) => {
            setAutoUpdate(checked);
            setError(undefined);
          }}
        />
        <Select
          label="Tariff scale"
          options={options}
          value={scaleId}
          onValueChange={(value) => {
            setScaleId(value);
            setError(undefined);
          }}
          disabled={autoUpdate || !scales.data}
          errors={error ? [error] : undefined}
          caption={
            scales.isError
              ? `The tariff scales could not be loaded. ${scales.error.message}`
              : autoUpdate
                ? 'Turn off following the provider to choose one.'
                : undefined
          }
        />
      </div>
    </Modal>
  );
}
