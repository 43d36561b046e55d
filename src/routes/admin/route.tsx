import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/src/components/layout/app-shell';
import { requireRight } from '@/src/lib/route-guard';

// Spec 2.3: the admin area needs login and one of roles 1, 5, 6, 7, 8; each child names its own right too.
export const Route = createFileRoute('/admin')({
  beforeLoad: requireRight('admin'),
  component: () => <AppShell area="admin" />,
});
