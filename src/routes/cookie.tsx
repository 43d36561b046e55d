import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/legal-page';
import { cookieText } from '../features/legal/cookie-text';
import { AnalyticsConsent } from '../features/legal/analytics-consent';

export const Route = createFileRoute('/cookie')({
  staticData: { title: 'Cookie notice' },
  component: () => <LegalPage title="Cookie notice" sections={cookieText} controls={{ analytics: <AnalyticsConsent /> }} />,
});
