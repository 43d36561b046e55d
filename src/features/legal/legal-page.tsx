import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import styles from './legal-page.module.css';

/** One numbered part of a legal text: `id` is its in-page anchor, so keep it stable once published. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

/** The date all three legal texts were last revised; change it together with the texts. */
export const LEGAL_LAST_UPDATED = { iso: '2025-06-01', label: '1 June 2025' } as const;

interface LegalPageProps {
  title: string;
  sections: readonly LegalSection[];
  /** Controls shown at the end of a section, by its id (the cookie page's analytics switch). */
  controls?: Partial<Record<string, ReactNode>>;
}

/**
 * A long-form public page (terms, privacy, cookies): title, revision date, a table of contents with in-page
 * anchors, then the sections. Public, so it works signed out and carries its own way back to sign-in.
 */
export function LegalPage({ title, sections, controls }: LegalPageProps) {
  const tocHeadingId = useId();

  return (
    <div id="top" className={styles.page}>
      <header className={styles.top}>
        <Link to="/login" className={styles.back}>
          <span aria-hidden="true">←</span> Back to sign in
        </Link>
        <p className={styles.brand}>{PRODUCT_NAME}</p>
      </header>

      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>
          Last updated <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>

        <nav className={styles.toc} aria-labelledby={tocHeadingId}>
          <h2 id={tocHeadingId} className={styles.tocTitle}>
            Contents
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className={styles.section}>
            <h2 className={styles.heading}>
              <span className={styles.number}>{index + 1}.</span> {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, i) => (
              <p key={i} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {controls?.[section.id]}
          </section>
        ))}

        <p className={styles.toTop}>
          <a href="#top">Back to top</a>
        </p>
      </main>

      <footer className={styles.footer}>
        <nav aria-label="Legal">
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/cookie">Cookies</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>© 2025 {PRODUCT_NAME}</p>
      </footer>
    </div>
  );
}
