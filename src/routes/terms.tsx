import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/src/features/legal/legal-page';
import { termsText } from '@/src/features/legal/terms-text';

export const Route = createFileRoute('/terms')({
  staticData: { title: 'Terms of use' },
  component: () => <LegalPage title="Terms of use" sections={termsText} />,
});
