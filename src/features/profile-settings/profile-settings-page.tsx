import { useQuery } from '@tanstack/react-query';
import { can } from '@/src/contracts/access';
import { ApprovalSettingsSection } from './approval-settings-section';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { FillProfileForm } from './fill-profile-form';
import { NotificationSettingsSection } from './notification-settings-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import styles from './profile-settings.module.css';
import { TelegramSection } from './telegram-section';
import { TwoFactorSection } from './two-factor-section';

/** Profile settings (spec 2.2 settings, roles 2, 3, 4). */
export function ProfileSettingsPage() {
  const { data: user } = useQuery(currentUserQuery);
  if (!user) return null;
  const role = roleOf(user);
  const mustFill = role !== undefined && can(role, 'profile.fill') && !user.isProfileFilled;
  return (
    <div className={styles.page}>
      {mustFill && <FillProfileForm user={user} />}
      {/* Keyed by what the server has, so a saved change refills the form from the new values. */}
      <ProfileForm key={`${user.updatedAt.date}:${user.timezone}`} user={user} />
      <PasswordForm email={user.email} />
      <TwoFactorSection enabled={user.twoFA} email={user.emailFor3ds ?? user.email} />
      <TelegramSection />
      <NotificationSettingsSection />
      {role !== undefined && can(role, 'request.settings') ? <ApprovalSettingsSection /> : null}
    </div>
  );
}
