import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CurrencyMark } from '@/src/components/ui/amount';
import type { PayInNetwork } from '@/src/contracts/top-ups';
import { NETWORK_LABEL } from './networks';
import styles from './top-up-page.module.css';

interface NetworkTabsProps {
  networks: readonly PayInNetwork[];
  selected: PayInNetwork;
  onSelect: (network: PayInNetwork) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: one tab stop, arrows move between networks, Home/End jump to the ends. */
export function NetworkTabs({ networks, selected, onSelect, children }: NetworkTabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<PayInNetwork, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = networks.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? networks[(index + 1) % networks.length]
        : event.key === 'ArrowLeft'
          ? networks[(index - 1 + networks.length) % networks.length]
          : event.key === 'Home'
            ? networks[0]
            : event.key === 'End'
              ? networks[networks.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Pay-in network" className={styles.tabs}>
        {networks.map((network) => (
          <button
            key={network}
            ref={(node) => {
              if (node) refs.current.set(network, node);
              else refs.current.delete(network);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${network}-tab`}
            aria-selected={network === selected}
            aria-controls={`${baseId}-${network}-panel`}
            tabIndex={network === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(network)}
            onKeyDown={onKeyDown}
          >
            <CurrencyMark currency={network} />
            {NETWORK_LABEL[network]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${selected}-panel`}
        aria-labelledby={`${baseId}-${selected}-tab`}
        tabIndex={0}
        className={styles.tabPanel}
      >
        {children}
      </div>
    </div>
  );
}
