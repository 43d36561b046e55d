import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/legal-page';
import { privacyText } from '../features/legal/privacy-text';

export const Route = createFileRoute('/privacy')({
  staticData: { title: 'Privacy notice' },
  component: () => <LegalPage title="Privacy notice" sections={privacyText} />,
});
