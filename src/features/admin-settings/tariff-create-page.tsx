import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/src/components/ui/button';
import { TariffFields, useTariffForm } from './tariff-form';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { PageSection } from '@/src/components/ui/page-section';

/** /admin/settings/tariff/create: a new tariff scale; saved, it goes back to the tariff tab. */
export function TariffCreatePage() {
  const navigate = useNavigate();
  const backToList = () => void navigate({ to: '/admin/settings', search: { tab: 'tariff' } });
  const tariffForm = useTariffForm({ scale: null, onSaved: backToList });
  return (
    <PageSection title="New tariff scale">
      <p className={blocks.muted}>
        Bands start at 0 and follow each other without gaps; fees are percents from 0 to 100.
      </p>
      <TariffFields tariffForm={tariffForm} />
      <div className={blocks.wrapRow}>
        <Button appearance="secondary" onClick={backToList} disabled={tariffForm.busy}>
          Cancel
        </Button>
        <Button type="submit" form={tariffForm.form.id} loading={tariffForm.busy}>
          Create
        </Button>
      </div>
    </PageSection>
  );
}
