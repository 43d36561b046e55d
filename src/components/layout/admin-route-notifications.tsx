import { useAdminRouteNotifications } from '@/src/lib/notifications/admin-route-notifications';

/** Loads the admin notifications for the current route after each navigation (roles 1, 5, 6); renders nothing. */
export default function AdminRouteNotifications() {
  useAdminRouteNotifications();
  return null;
}
