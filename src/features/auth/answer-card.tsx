import type { ReactNode } from 'react';
import { AuthCard } from '@/src/components/layout/auth-card';
import styles from './password-pages.module.css';

/** A password page once the server answered: its message, announced, and the way on (`children`). */
export function AnswerCard({ title, answer, children }: { title: string; answer: string; children: ReactNode }) {
  return (
    <AuthCard title={title}>
      <p className={styles.answer} role="status">
        {answer}
      </p>
      {children}
    </AuthCard>
  );
}
