import { useEffect, useRef } from 'react';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { Spinner } from '@/src/components/ui/spinner';
import type { CompanyFull } from '@/src/contracts/companies';
import { formatDate } from '@/src/lib/dates';
import { CopyButton } from './copy-button';
import { useLoginAsOwner } from './mutations';
import styles from './company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** The page that spends a one-time sign-in hash (spec 7 POST auth/hash/{hash}). */
export const ownerSignInLink = (hash: string) => `${window.location.origin}/auth/hash/${encodeURIComponent(hash)}`;

/**
 * Login as owner: asks the server for a one-time hash as the dialog opens and shows the link to copy or open.
 * Opening it signs this browser in as the owner, which is why the warning is the first thing said.
 */
export function LoginAsOwnerDialog({ company, onClose }: { company: CompanyFull; onClose: () => void }) {
  const issue = useLoginAsOwner(company.id);
  const { mutate } = issue;
  // One hash per opening, even when React runs effects twice in development.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate();
  }, [mutate]);
  const link = issue.data ? ownerSignInLink(issue.data.hash) : null;

  return (
    <Modal
      open
      onClose={onClose}
      title={`Login as the owner of ${company.name}`}
      footer={
        <Button appearance="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <div className={blocks.formBody}>
        <p className={`${blocks.warning} ${styles.strongWarning}`} role="note">
          Opening this link signs THIS browser in as {company.ownerEmail ?? 'the owner'} and replaces your staff session
          in every tab. Use a private window or another browser to keep working as staff.
        </p>
        {issue.isPending ? (
          <p className={styles.inline}>
            <Spinner size="s" label={null} /> Making a one-time link…
          </p>
        ) : null}
        {issue.isError ? (
          <p role="alert" className={blocks.error}>
            The link could not be made. {issue.error.message}{' '}
            <Button className={styles.smallButton} appearance="secondary" onClick={() => mutate()}>
              Try again
            </Button>
          </p>
        ) : null}
        {link && issue.data ? (
          <>
            <p className={styles.linkBox}>
              <code className={styles.code}>{link}</code>
            </p>
            <p className={blocks.note}>It works once, until {formatDate(issue.data.expiresAt * 1000)}.</p>
            <p className={styles.inline}>
              <CopyButton text={link} label="Copy the sign-in link">
                Copy link
              </CopyButton>
              <a className={blocks.link} href={link} target="_blank" rel="noreferrer noopener">
                Open in a new tab
              </a>
            </p>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
