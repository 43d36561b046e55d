import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/src/components/layout/app-shell';
import { requireRight } from '@/src/lib/route-guard';

// Spec 2.2: the client area needs login and one of roles 2, 3, 4; each child names its own right too.
export const Route = createFileRoute('/_client')({
  beforeLoad: requireRight('client'),
  component: () => <AppShell area="client" />,
});
