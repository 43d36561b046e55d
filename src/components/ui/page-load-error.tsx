import { ApiError } from '@/src/lib/api-error';
import { LoadError } from './load-error';
import blocks from './page-blocks.module.css';

interface PageLoadErrorProps {
  error: Error;
  /** Names what failed otherwise: "The {what} could not be loaded." and the server's reason. */
  what: string;
  /** The page's own sentence for an answer it expects, by status (403: not the person's right; 404: not theirs). */
  expected: Partial<Record<number, string>>;
}

/** Why a page has nothing to show: its own sentence for an expected refusal, else the load error. */
export function PageLoadError({ error, what, expected }: PageLoadErrorProps) {
  const sentence = error instanceof ApiError ? expected[error.status] : undefined;
  if (sentence === undefined) return <LoadError what={what} error={error} />;
  return (
    <p role="alert" className={blocks.error}>
      {sentence}
    </p>
  );
}
