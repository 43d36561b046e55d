import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import blocks from '@/src/components/ui/page-blocks.module.css';

/**
 * Opens a company's staff page (`/admin/clients/{id}`): its name in a list, or "Back to …" from a page about
 * something of the company's.
 */
export function CompanyLink({ id, label, children }: { id: number; label?: string; children: ReactNode }) {
  return (
    <Link to="/admin/clients/$id" params={{ id }} className={blocks.link} aria-label={label}>
      {children}
    </Link>
  );
}
