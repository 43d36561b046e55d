import { useRef, type KeyboardEvent } from 'react';
import { TAB_LABEL } from './tab-types';
import { TRANSFER_FUNDS_TABS, type TransferFundsTab } from './transfer-funds-search';
import styles from './transfer-funds-page.module.css';

interface TabsProps {
  current: TransferFundsTab;
  withFinance: boolean;
  onSelect: (tab: TransferFundsTab) => void;
}

/** The page's lists as tabs (WAI-ARIA tabs: arrows move between them, the current one is in the tab order). */
export function TransferFundsTabs({ current, withFinance, onSelect }: TabsProps) {
  const tabs = TRANSFER_FUNDS_TABS.filter((tab) => tab !== 'finance' || withFinance);
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length]!;
    onSelect(next);
    list.current?.querySelector<HTMLButtonElement>(`#transfer-funds-tab-${next}`)?.focus();
  }

  return (
    <div role="tablist" aria-label="Payment lists" className={styles.tabs} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`transfer-funds-tab-${tab}`}
          aria-selected={tab === current}
          aria-controls="transfer-funds-panel"
          tabIndex={tab === current ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
        >
          {TAB_LABEL[tab]}
        </button>
      ))}
    </div>
  );
}
