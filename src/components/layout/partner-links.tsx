import { useQuery } from '@tanstack/react-query';
import type { getPartnerButton } from '@/src/contracts/partners';
import type { RouteOf } from '@/src/contracts/endpoint';
import { isClientRole } from '@/src/contracts/access';
import { call } from '@/src/lib/api-client';
import { PartnerButtonView } from '@/src/components/partner-button/partner-button-view';
import { Icon } from '@/src/components/ui/icon';
import styles from './partner-links.module.css';

// Schema-free: the layout loads with every client page.
const partnerButtonRoute: RouteOf<typeof getPartnerButton> = { method: 'get', path: '/partner-button' };
/** Spec 8: a failed partner-button load is only logged, whatever the status. */
const ONLY_LOGGED = [0, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504];

export const partnerButtonQuery = {
  queryKey: ['partner-button', 'published'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    try {
      return await call(partnerButtonRoute, {}, { signal, suppressToast: ONLY_LOGGED });
    } catch (error) {
      console.warn('The partner button could not be loaded', error);
      throw error;
    }
  },
  retry: false,
  // Asked again on every app load and focus (shown from the cache meanwhile): staff may unpublish it any time.
  staleTime: 0,
};

/**
 * Spec 2.4: the published partner button with the social and support links, for roles 2, 3, 4 only;
 * nothing at all when it fails to load.
 */
export function PartnerLinks({ role }: { role: number | undefined }) {
  const client = role !== undefined && isClientRole(role);
  const answer = useQuery({ ...partnerButtonQuery, enabled: client });
  if (!client || !answer.data) return null;
  const [button] = answer.data.data;
  return (
    <div className={styles.block} data-testid="partner-links">
      {button ? <PartnerButtonView design={button} /> : null}
      <ul className={styles.links} aria-label="Support">
        {answer.data.links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <Icon name={link.kind} size="s" />
              <span>{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
