import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { SettingsTab } from '@/src/contracts/access';
import { EmptyState } from '@/src/components/ui/empty-state';
import { OfflineReason } from '@/src/components/ui/online-only';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { BinSetsTab } from './bin-sets-tab';
import { CompensationTab } from './compensation-tab';
import { CryptoProviderTab } from './crypto-provider-tab';
import { ServiceFeeTab } from './service-fee-tab';
import { SETTINGS_OFFLINE_REASON_ID } from './settings-offline';
import { settingsControlsFor, type SettingsControls } from './settings-rights';
import { TariffTab } from './tariff-tab';
import styles from './settings-page.module.css';

const TAB_LABEL: Record<SettingsTab, string> = {
  compensation: 'Compensation',
  'bin-sets': 'BIN sets',
  'crypto-provider': 'Crypto provider',
  tariff: 'Tariff',
  'service-fee': 'Service fee',
};

function TabContent({ tab, controls }: { tab: SettingsTab; controls: SettingsControls }) {
  switch (tab) {
    case 'tariff':
      return <TariffTab />;
    case 'service-fee':
      return <ServiceFeeTab canChange={controls.changeServiceFee} />;
    case 'crypto-provider':
      return <CryptoProviderTab />;
    case 'bin-sets':
      return <BinSetsTab />;
    case 'compensation':
      return <CompensationTab />;
  }
}

/** Spec 2.3/6: the settings tabs, each shown only to the roles that have it. */
export function SettingsPage({ tab }: { tab?: SettingsTab }) {
  const { data: user } = useQuery(currentUserQuery);
  const controls = settingsControlsFor(roleOf(user) ?? 0);
  const { tabs } = controls;
  const current = tab && tabs.includes(tab) ? tab : tabs[0];
  if (!current) return <EmptyState title="No settings for your role" message="Your role has no settings here." />;
  return (
    <div className={styles.page}>
      <nav aria-label="Settings sections" className={styles.tabs}>
        {tabs.map((t) => (
          <Link
            key={t}
            to="/admin/settings"
            search={{ tab: t }}
            className={styles.tab}
            aria-current={t === current ? 'page' : undefined}
          >
            {TAB_LABEL[t]}
          </Link>
        ))}
      </nav>
      <OfflineReason id={SETTINGS_OFFLINE_REASON_ID} />
      <TabContent tab={current} controls={controls} />
    </div>
  );
}
