import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import styles from './modal.module.css';
import { useModalFocus, useModalMounting } from './use-modal';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. a payment system's mark. */
  logo?: ReactNode;
  /** No close button and no Escape or backdrop dismissal: the person must finish the step. */
  permanent?: boolean;
  /** Only the close button closes it: a stray click beside a half-filled form must not lose it. */
  closeByButtonOnly?: boolean;
  size?: 's' | 'm' | 'l';
  children?: ReactNode;
  /** Replaces the default footer; null removes the footer entirely. */
  footer?: ReactNode | null;
  /** Default 'Send request'; null hides the button. Shown when there is an onSubmit or a formId. */
  submitText?: string | null;
  /** Default 'Reset'; null hides the button. Shown when there is an onReset or a formId. */
  resetText?: string | null;
  onSubmit?: () => void;
  onReset?: () => void;
  /** Ties the footer buttons to a form inside the modal: they become its submit and reset buttons. */
  formId?: string;
  submitLoading?: boolean;
  submitDisabled?: boolean;
  closeLabel?: string;
}

export function Modal(props: ModalProps) {
  const { open } = props;
  const { mounted, closing } = useModalMounting(open);

  if (!mounted) return null;
  return createPortal(<ModalSurface {...props} closing={closing} />, document.body);
}

function ModalSurface({
  onClose,
  title,
  subtitle,
  logo,
  permanent = false,
  closeByButtonOnly = false,
  size = 'm',
  children,
  footer,
  submitText = 'Send request',
  resetText = 'Reset',
  onSubmit,
  onReset,
  formId,
  submitLoading,
  submitDisabled,
  closeLabel = 'Close',
  closing,
}: ModalProps & { closing: boolean }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const subtitleId = useId();
  useModalFocus(panelRef, { closing, onClose, permanent });

  const dismissOnBackdrop = !permanent && !closeByButtonOnly;
  const showSubmit = submitText !== null && (onSubmit !== undefined || formId !== undefined);
  const showReset = resetText !== null && (onReset !== undefined || formId !== undefined);
  const defaultFooter =
    showSubmit || showReset ? (
      <>
        {showReset ? (
          <Button appearance="secondary" type={formId ? 'reset' : 'button'} form={formId} onClick={onReset}>
            {resetText}
          </Button>
        ) : null}
        {showSubmit ? (
          <Button
            appearance="primary"
            type={formId ? 'submit' : 'button'}
            form={formId}
            onClick={onSubmit}
            loading={submitLoading}
            disabled={submitDisabled}
          >
            {submitText}
          </Button>
        ) : null}
      </>
    ) : null;
  const footerContent = footer === undefined ? defaultFooter : footer;

  return (
    <div
      className={styles.backdrop}
      data-state={closing ? 'closing' : 'open'}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop counts: selecting text and releasing outside must not
        // close.
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current && dismissOnBackdrop) onClose();
        pressStartedOnBackdrop.current = false;
      }}
      data-testid="modal-backdrop"
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
        className={[styles.panel, styles[size]].join(' ')}
      >
        {/* Divs, not header/footer: outside sectioning content those would become page-level landmarks. */}
        <div className={styles.header}>
          <div className={styles.heading}>
            {logo ? <div className={styles.logo}>{logo}</div> : null}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? (
              <p id={subtitleId} className={styles.subtitle}>
                {subtitle}
              </p>
            ) : null}
          </div>
          {permanent ? null : (
            <Button
              appearance="light-icon"
              icon="close"
              aria-label={closeLabel}
              onClick={onClose}
              className={styles.close}
            />
          )}
        </div>
        <div className={styles.body} data-modal-body>
          {children}
        </div>
        {footerContent ? <div className={styles.footer}>{footerContent}</div> : null}
      </div>
    </div>
  );
}
