import type { TariffScale } from '@/src/contracts/tariffs';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { TariffFields, useTariffForm } from './tariff-form';

/** Edit a tariff scale with the same form as the create page; the change is kept in its history. */
export function TariffEditDialog({ scale, onClose }: { scale: TariffScale; onClose: () => void }) {
  const tariffForm = useTariffForm({ scale, onSaved: onClose });
  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${scale.name}`}
      subtitle="Transfers priced by this scale use the new bands from the moment you save."
      size="l"
      closeByButtonOnly
      footer={
        <FormDialogFooter formId={tariffForm.form.id} submitLabel="Save" busy={tariffForm.busy} onCancel={onClose} />
      }
    >
      <TariffFields tariffForm={tariffForm} />
    </Modal>
  );
}
