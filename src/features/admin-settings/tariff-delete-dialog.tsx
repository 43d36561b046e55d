import { useQuery } from '@tanstack/react-query';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { Spinner } from '@/src/components/ui/spinner';
import type { TariffScale } from '@/src/contracts/tariffs';
import { useDeleteTariffScale } from './mutations';
import { settingsQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';

/**
 * Delete asks the server first whether anything uses the scale (a provider, a company, a BIN account, now or
 * in their fee history: deleting it would blank what that history says).
 * In use, the dialog says so and offers no delete; otherwise it says what deleting does and confirms.
 */
export function TariffDeleteDialog({ scale, onClose }: { scale: TariffScale; onClose: () => void }) {
  const usage = useQuery(settingsQueries.tariffUsage(scale.id));
  const remove = useDeleteTariffScale();
  const deletable = usage.data?.tariffScaleInUse === false;

  return (
    <Modal
      open
      onClose={onClose}
      title={`Delete ${scale.name}?`}
      closeByButtonOnly={remove.isPending}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={remove.isPending}>
            {deletable ? 'Cancel' : 'Done'}
          </Button>
          {deletable ? (
            <Button
              appearance="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(scale.id, { onSuccess: onClose })}
            >
              Delete
            </Button>
          ) : null}
        </>
      }
    >
      <div className={blocks.formBody} aria-live="polite">
        {usage.isPending ? (
          <p>
            <Spinner size="s" label={null} /> Checking whether the scale is in use…
          </p>
        ) : usage.isError ? (
          <p role="alert" className={blocks.error}>
            Whether the scale is in use could not be checked, so it cannot be deleted now. {usage.error.message}
          </p>
        ) : usage.data.tariffScaleInUse ? (
          <p>
            <strong>{scale.name}</strong> is in use — by a card provider, a company or a BIN account, now or in their
            fee history — so it cannot be deleted.
          </p>
        ) : (
          <p>
            <strong>{scale.name}</strong> and its bands are deleted for good. Nothing uses it now, so no fee changes.
            This cannot be undone.
          </p>
        )}
      </div>
    </Modal>
  );
}
