import { Link, useRouterState } from '@tanstack/react-router';
import { can } from '@/src/contracts/access';
import type { CurrentUser } from '@/src/contracts/users';
import { roleOf } from '@/src/lib/current-user';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './profile-prompt.module.css';

/**
 * A new owner whose profile is not filled (spec 7 user/fill-profile) is reminded on every page but the
 * settings page, where the form itself is.
 */
export function ProfilePrompt({ user }: { user: CurrentUser | undefined }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const role = roleOf(user);
  if (!user || user.isProfileFilled || role === undefined || !can(role, 'profile.fill') || pathname === '/settings')
    return null;
  return (
    <div className={`${blocks.notice} ${styles.prompt}`}>
      <span>Your profile is not complete yet.</span>
      <Link to="/settings" className={styles.link}>
        Complete your profile
      </Link>
    </div>
  );
}
