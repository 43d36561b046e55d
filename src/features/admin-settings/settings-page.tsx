import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { settingsTabsFor, type SettingsTab } from '../../contracts/access';
import { EmptySection } from '../../components/layout/empty-section';
import { currentUserQuery, roleOf } from '../../lib/current-user';
import styles from './settings-page.module.css';

const TAB_LABEL: Record<SettingsTab, string> = {
  compensation: 'Compensation',
  'bin-sets': 'BIN sets',
  'crypto-provider': 'Crypto provider',
  tariff: 'Tariff',
  'service-fee': 'Service fee',
};

const TAB_DESCRIPTION: Record<SettingsTab, string> = {
  compensation: 'Compensation periods for decline fees will be managed here.',
  'bin-sets': 'BIN sets, their fees and the default for issuance will be managed here.',
  'crypto-provider': 'Top-up crypto providers and the default one will be managed here.',
  tariff: 'Tariff scales of service fees will be managed here.',
  'service-fee': 'The tariff scale of each provider will be set here.',
};

/** Spec 2.3/6: the settings tabs, each shown only to the roles that have it. */
export function SettingsPage({ tab }: { tab?: SettingsTab }) {
  const { data: user } = useQuery(currentUserQuery);
  const tabs = settingsTabsFor(roleOf(user) ?? 0);
  const current = tab && tabs.includes(tab) ? tab : tabs[0];
  if (!current) return <EmptySection description="Your role has no settings here." />;
  return (
    <div className={styles.page}>
      <nav aria-label="Settings sections" className={styles.tabs}>
        {tabs.map((t) => (
          <Link key={t} to="/admin/settings" search={{ tab: t }} className={styles.tab} aria-current={t === current ? 'page' : undefined}>
            {TAB_LABEL[t]}
          </Link>
        ))}
      </nav>
      <EmptySection description={TAB_DESCRIPTION[current]} />
    </div>
  );
}
