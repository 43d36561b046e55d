import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/src/features/legal/legal-page';
import { privacyText } from '@/src/features/legal/privacy-text';

export const Route = createFileRoute('/privacy')({
  staticData: { title: 'Privacy notice' },
  component: () => <LegalPage title="Privacy notice" sections={privacyText} />,
});
