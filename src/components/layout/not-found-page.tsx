import { Link } from '@tanstack/react-router';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1>Page not found</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <Link to="/">Go to the start page</Link>
    </main>
  );
}
