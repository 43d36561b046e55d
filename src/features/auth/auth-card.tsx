import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../contracts/messages';
import styles from './auth-card.module.css';

/** The centred card every public page (login, registration, password flows) sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <p className={styles.brand}>{PRODUCT_NAME}</p>
        <h1 className={styles.title}>{title}</h1>
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
