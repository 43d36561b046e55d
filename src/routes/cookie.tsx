import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/src/features/legal/legal-page';
import { cookieText } from '@/src/features/legal/cookie-text';
import { AnalyticsConsent } from '@/src/features/legal/analytics-consent';

export const Route = createFileRoute('/cookie')({
  staticData: { title: 'Cookie notice' },
  component: () => (
    <LegalPage title="Cookie notice" sections={cookieText} controls={{ analytics: <AnalyticsConsent /> }} />
  ),
});
