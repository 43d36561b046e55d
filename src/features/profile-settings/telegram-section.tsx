import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TelegramCodeDialog } from '@/src/components/layout/telegram-code-dialog';
import { QueryContent } from '@/src/components/ui/query-content';
import { Skeleton } from '@/src/components/ui/skeleton';
import { notify } from '@/src/lib/notify';
import styles from './profile-settings.module.css';
import { profileQueries } from './queries';
import { Section } from './section';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';

/** While the code dialog is open the status is asked again this often, so linking shows at once. */
const STATUS_POLL_MS = 4000;

/** Telegram link status and the authorization-code dialog (spec 2.4). */
export function TelegramSection() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const status = useQuery({ ...profileQueries.telegramStatus(), refetchInterval: dialogOpen ? STATUS_POLL_MS : false });
  const linked = status.data?.linked ?? false;
  const wasLinked = useRef<boolean | null>(null);

  // The bot linked the chat while the dialog was open: close it and say so.
  useEffect(() => {
    if (status.data === undefined) return;
    if (wasLinked.current === false && linked && dialogOpen) {
      setDialogOpen(false);
      notify.success('Your Telegram is linked');
    }
    wasLinked.current = linked;
  }, [linked, dialogOpen, status.data]);

  return (
    <Section title="Telegram">
      <QueryContent query={status} what="Telegram status" loading={<Skeleton width="60%" />}>
        {({ username }) => (
          <p>
            {linked ? (
              <>
                <span className={styles.state} data-on="true">
                  Linked
                </span>
                {username ? ` to ${username}` : ''}: our bot sends you codes and news there.
              </>
            ) : (
              <>
                <span className={styles.state}>Not linked</span>. Connect our bot to get codes and news in Telegram
                {username ? ` (your handle: ${username})` : ''}.
              </>
            )}
          </p>
        )}
      </QueryContent>
      <div className={blocks.wrapRow}>
        <OnlineOnlyButton appearance="tg" onClick={() => setDialogOpen(true)}>
          {linked ? 'Link again' : 'Connect Telegram'}
        </OnlineOnlyButton>
      </div>
      <TelegramCodeDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Section>
  );
}
