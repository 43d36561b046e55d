import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { focusableIn, isInFloatingLayer } from './focus';
import styles from './modal.module.css';

/** Spec 9: modals open and close in 0.2 s; the dialog stays mounted until the closing fade ends. */
export const MODAL_ANIMATION_MS = 200;

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

/** Open modals, innermost last: only the top one answers Escape and keeps focus. */
const openStack: HTMLElement[] = [];

export function Modal(props: ModalProps) {
  const { open } = props;
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      setClosing(false);
      return;
    }
    if (!mounted) return;
    setClosing(true);
    const timer = window.setTimeout(() => {
      setMounted(false);
      setClosing(false);
    }, MODAL_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

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
  // The listeners live as long as the modal is open; they read the latest callbacks through refs.
  const closeRef = useRef(onClose);
  const permanentRef = useRef(permanent);
  useEffect(() => {
    closeRef.current = onClose;
    permanentRef.current = permanent;
  });

  // Focus moves in on open and goes back to whatever opened the modal as soon as it starts closing.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || closing) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(panel);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
    const content = panel.querySelector<HTMLElement>('[data-modal-body]');
    (preferred ?? (content && focusableIn(content)[0]) ?? focusableIn(panel)[0] ?? panel).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (openStack.at(-1) !== panel || !panel) return;
      if (event.key === 'Escape' && !permanentRef.current) {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        const focusable = focusableIn(panel);
        const first = focusable[0];
        const last = focusable.at(-1);
        const active = document.activeElement;
        if (!first || !last) {
          event.preventDefault();
          panel.focus();
        } else if (event.shiftKey && (active === first || !panel.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    function onFocusIn(event: FocusEvent) {
      const target = event.target as Node | null;
      if (openStack.at(-1) !== panel || !panel || panel.contains(target) || isInFloatingLayer(target)) return;
      (focusableIn(panel)[0] ?? panel).focus();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openStack.splice(openStack.indexOf(panel), 1);
      if (openStack.length === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [closing]);

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
