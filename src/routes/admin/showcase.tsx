import { createFileRoute } from '@tanstack/react-router';
import { ShowcasePage } from '@/src/features/showcase/showcase-page';
import { page } from '@/src/lib/route-guard';

// Internal: every widget of the design system in every variant, for developers (role 1 only).
export const Route = createFileRoute('/admin/showcase')({
  ...page('admin/showcase', 'Design system'),
  component: ShowcasePage,
});
