import { useState } from 'react';
import { Checkbox } from '@/src/components/ui/checkbox';
import { analyticsConsent, setAnalyticsConsent } from '@/src/lib/analytics';

/** The cookie page's analytics switch: unticked, this browser sends no page hits or events at all. */
export function AnalyticsConsent() {
  const [granted, setGranted] = useState(() => analyticsConsent() === 'granted');
  return (
    <Checkbox
      label="Send page analytics from this browser"
      checked={granted}
      onCheckedChange={(checked) => {
        setAnalyticsConsent(checked ? 'granted' : 'declined');
        setGranted(checked);
      }}
    />
  );
}
