import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/src/components/ui/button';
import { TariffFields, useTariffForm } from './tariff-form';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** /admin/settings/tariff/create: a new tariff scale; saved, it goes back to the tariff tab. */
export function TariffCreatePage() {
  const navigate = useNavigate();
  const backToList = () => void navigate({ to: '/admin/settings', search: { tab: 'tariff' } });
  const tariffForm = useTariffForm({ scale: null, onSaved: backToList });
  return (
    <section className={blocks.stack} aria-labelledby="tariff-create-heading">
      <h2 id="tariff-create-heading" className={blocks.sectionHeading}>
        New tariff scale
      </h2>
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
    </section>
  );
}
