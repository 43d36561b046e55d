import { useQuery } from '@tanstack/react-query';
import type { getPartnerButton, SocialKind, SupportLink } from '@/src/contracts/partners';
import type { RouteOf } from '@/src/contracts/endpoint';
import { isClientRole } from '@/src/contracts/access';
import { call } from '@/src/lib/api-client';
import { messagingLinkQuery } from '@/src/lib/messaging-link';
import { PartnerButtonView } from '@/src/components/partner-button/partner-button-view';
import { Icon } from '@/src/components/ui/icon';
import styles from './partner-links.module.css';

// Schema-free: the layout loads with every client page.
const partnerButtonRoute: RouteOf<typeof getPartnerButton> = { method: 'get', path: '/partner-button' };
export const partnerButtonQuery = {
  queryKey: ['partner-button', 'published'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => {
    return call(partnerButtonRoute, {}, { signal, logOnly: 'The partner button could not be loaded' });
  },
  retry: false,
  // Asked again on every app load and focus (shown from the cache meanwhile): staff may unpublish it any time.
  staleTime: 0,
};

/** The icon of a link: the networks the icon set draws, a generic outward arrow for the rest. */
const ICON_OF: Partial<Record<SocialKind, 'telegram' | 'wechat'>> = { telegram: 'telegram', wechat: 'wechat' };

/**
 * The support link carries the user's start code once the messaging link is known (spec 2.5: fetched after each
 * navigation), so the bot knows who writes; until then it is the bot's plain address.
 */
export function linksToShow(links: readonly SupportLink[], messagingLink: string | undefined): SupportLink[] {
  return links.map((link) =>
    link.role === 'support' && link.kind === 'telegram' && messagingLink ? { ...link, url: messagingLink } : link,
  );
}

/**
 * Spec 2.4: the published partner button with the social and support links, for roles 2, 3, 4 only;
 * nothing at all when it fails to load.
 */
export function PartnerLinks({ role }: { role: number | undefined }) {
  const client = role !== undefined && isClientRole(role);
  const answer = useQuery({ ...partnerButtonQuery, enabled: client });
  // Read only: RouteEffects fetches it after each navigation.
  const messaging = useQuery({ ...messagingLinkQuery, enabled: false });
  if (!client || !answer.data) return null;
  const [button] = answer.data.data;
  const links = linksToShow(answer.data.links, messaging.data?.link);
  const support = links.filter((link) => link.role === 'support');
  const social = links.filter((link) => link.role === 'social');
  return (
    <div className={styles.block} data-testid="partner-links">
      {button ? <PartnerButtonView design={button} /> : null}
      <ul className={styles.links} aria-label="Support">
        {support.map((link) => (
          <LinkItem key={`support-${link.kind}`} link={link} />
        ))}
      </ul>
      {social.length > 0 && (
        <ul className={styles.links} aria-label="Social links" data-testid="social-links">
          {social.map((link) => (
            <LinkItem key={`social-${link.url}`} link={link} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LinkItem({ link }: { link: SupportLink }) {
  return (
    <li>
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
        <Icon name={ICON_OF[link.kind] ?? 'external'} size="s" />
        <span>{link.label}</span>
      </a>
    </li>
  );
}
