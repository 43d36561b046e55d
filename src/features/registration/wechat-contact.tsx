import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { QrCode } from '@/src/components/ui/qr-code';
import styles from './last-step.module.css';

/**
 * The provider's WeChat contact, set at build time with VITE_WECHAT_CONTACT_URL (a WeChat contact or
 * QR link); the default is a placeholder to replace for a real deployment.
 */
export const WECHAT_CONTACT_URL: string =
  (import.meta.env.VITE_WECHAT_CONTACT_URL as string | undefined)?.trim() || 'https://u.wechat.com/cardportal-support';

/** Spec 2.1 step 2: contact the provider through WeChat — a QR code to scan with the phone's WeChat. */
export function WeChatContact({ url = WECHAT_CONTACT_URL }: { url?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button appearance="we-chat" mode="fill" onClick={() => setOpen(true)}>
        Contact us on WeChat
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Contact us on WeChat"
        subtitle="Scan the code with WeChat on your phone"
        size="s"
        footer={
          <Button appearance="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <div className={styles.qr}>
          <QrCode value={url} size={220} label="QR code of our WeChat contact" />
          <p className={styles.qrLink}>
            Or open{' '}
            <a href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </a>
          </p>
        </div>
      </Modal>
    </>
  );
}
