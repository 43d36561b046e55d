import type { ReactNode } from 'react';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** The foot of a settings form: its submit button, off while offline and spinning while it saves. */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={blocks.wrapRow}>
      <OnlineOnlyButton type="submit" loading={busy}>
        {children}
      </OnlineOnlyButton>
    </div>
  );
}
