import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** A back control shown above the brand (e.g. registration: to login, or to the previous step). */
  back?: ReactNode;
  children: ReactNode;
}

/** The centred card every public page (login, registration, password flows) sits in. */
export function AuthCard({ title, subtitle, back, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        {back && <div className={styles.back}>{back}</div>}
        <p className={styles.brand}>{PRODUCT_NAME}</p>
        {/* Focusable by script only: a page that changes step moves focus here so the change is announced. */}
        <h1 className={styles.title} tabIndex={-1} data-auth-title>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </main>
      <footer className={styles.footer}>
        <a href="/terms">Terms</a>
        <a href="/privacy">Privacy</a>
        <a href="/cookie">Cookies</a>
        <span>© 2025 {PRODUCT_NAME}</span>
      </footer>
    </div>
  );
}

/** Moves focus to the card's title after a step change, so screen readers announce the new step. */
export function focusAuthTitle() {
  document.querySelector<HTMLElement>('[data-auth-title]')?.focus();
}
