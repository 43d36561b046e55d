import { Button } from '@/src/components/ui/button';
import styles from './last-step.module.css';
import { WeChatContact } from './wechat-contact';

/** Spec 2.1 step 2 ("Last step!"): contact support — the support bot in Telegram, or WeChat. */
export function LastStep({ botLink }: { botLink: string }) {
  return (
    <div className={styles.lastStep}>
      <p>
        Your request has been sent. To finish, contact our support: activate our Telegram bot so that we can tell you
        about the decision there, or write to us on WeChat.
      </p>
      <Button appearance="tg" mode="fill" onClick={() => window.open(botLink, '_blank', 'noopener,noreferrer')}>
        Activate bot
      </Button>
      <p className={styles.botLink}>
        Bot link:{' '}
        <a href={botLink} target="_blank" rel="noopener noreferrer">
          {botLink}
        </a>
      </p>
      <WeChatContact />
    </div>
  );
}
