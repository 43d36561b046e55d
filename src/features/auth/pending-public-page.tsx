import { Link } from '@tanstack/react-router';
import { AuthCard } from './auth-card';

/** The frame of a public page whose flow has not opened in the portal yet: honest, with a way back. */
export function PendingPublicPage({ title, description }: { title: string; description: string }) {
  return (
    <AuthCard title={title}>
      <p>{description}</p>
      <Link to="/login">Back to login</Link>
    </AuthCard>
  );
}
