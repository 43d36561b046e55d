import { CompanyLink } from '@/src/components/companies/company-link';
import { Link } from '@tanstack/react-router';
import type { CardArea } from './card-area';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** The way back to the list the card was opened from. */
export function CardBackLink({ area }: { area: CardArea }) {
  switch (area.kind) {
    case 'wallet':
      return (
        <Link to="/wallet" className={blocks.link}>
          Back to My wallet
        </Link>
      );
    case 'bank':
      return (
        <Link to="/bank" className={blocks.link}>
          Back to the bank
        </Link>
      );
    case 'team':
      return (
        <Link to="/user/$id" params={{ id: area.userId }} className={blocks.link}>
          Back to the user
        </Link>
      );
    case 'admin':
      return <CompanyLink id={area.companyId}>Back to the company</CompanyLink>;
  }
}
