import blocks from './page-blocks.module.css';

/**
 * What a section shows when its data could not be loaded: 'The payments could not be loaded.' and the
 * server's reason, announced to screen readers. `className` replaces the shared look where a page has its own.
 */
export function LoadError({ what, error, className }: { what: string; error: Error; className?: string }) {
  return (
    <p role="alert" className={className ?? blocks.error}>
      The {what} could not be loaded. {error.message}
    </p>
  );
}
