import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS, ROLE } from '@/src/contracts/access';
import type { EndpointSpec } from '@/src/contracts/endpoint';
import type { UserView } from '@/src/contracts/users';
import { PERMISSION_LABEL, permissionsEditableBy, permissionsKeptFor } from './permissions';
import { UserEditDialog } from './user-edit-dialog';

// The dialog's only way out is the API client: the test reads what it would send.
const sent = vi.hoisted(() => [] as { path: string; body: unknown }[]);
vi.mock('@/src/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/src/lib/api-client')>()),
  call: vi.fn(async (spec: EndpointSpec, request: { body?: unknown } = {}) => {
    sent.push({ path: spec.path, body: request.body });
    return spec.method === 'patch' ? { ...buyer, ...(request.body as object) } : [];
  }),
}));

const buyer: UserView = {
  id: 41,
  email: 'buyer@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  status: { value: 1, description: 'Active' },
  roles: [],
  role: { value: ROLE.buyer, description: 'Buyer' },
  teamName: null,
  teamLead: null,
  teamLabel: 'No team',
  currencyCode: 'USD',
  companyId: 7,
  canSeeBalance: true,
  permissions: ['top_up', 'admin_withdrawal'],
  isInvitePending: false,
  createdAt: {
    date: '2026-01-01T00:00:00+00:00',
    timestamp: 1767225600,
    serverTimezone: 'UTC',
    serverTimezoneOffset: '+00:00',
  },
};

function renderDialog(myRole: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UserEditDialog user={buyer} myRole={myRole} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

const withdrawBox = () => screen.queryByRole('checkbox', { name: PERMISSION_LABEL.admin_withdrawal });

beforeEach(() => {
  sent.length = 0;
});

describe('the edit-user dialog offers admin_withdrawal to role 1 only', () => {
  it('hides the box from the owner, who still sees the other rights', () => {
    renderDialog(ROLE.owner);
    expect(withdrawBox()).toBeNull();
    expect(screen.getByRole('checkbox', { name: PERMISSION_LABEL.top_up })).toBeChecked();
  });

  it('hides it from staff role 6, who edits rights too', () => {
    renderDialog(6);
    expect(withdrawBox()).toBeNull();
    expect(screen.getByRole('checkbox', { name: PERMISSION_LABEL.card_issue })).toBeInTheDocument();
  });

  it('shows it, ticked as stored, to role 1', () => {
    renderDialog(ROLE.superAdmin);
    expect(withdrawBox()).toBeChecked();
  });

  it('sends the hidden right back as it was when the owner saves, so saving revokes nothing', async () => {
    renderDialog(ROLE.owner);
    await userEvent.click(screen.getByRole('checkbox', { name: PERMISSION_LABEL.top_up }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/user/{id}')).toBe(true));
    const patch = sent.find((s) => s.path === '/user/{id}')!.body as { permissions: string[] };
    expect(patch.permissions).toEqual(['admin_withdrawal']);
  });
});

describe('permissionsEditableBy and permissionsKeptFor', () => {
  it('leave admin_withdrawal to role 1 alone', () => {
    expect(permissionsEditableBy(ROLE.superAdmin)).toEqual([...PERMISSIONS]);
    for (const role of [2, 3, 4, 5, 6, 7, 8]) {
      expect(permissionsEditableBy(role)).not.toContain('admin_withdrawal');
      expect(permissionsEditableBy(role)).toHaveLength(PERMISSIONS.length - 1);
    }
    expect(permissionsKeptFor(ROLE.owner, ['top_up', 'admin_withdrawal'])).toEqual(['admin_withdrawal']);
    expect(permissionsKeptFor(ROLE.owner, ['top_up'])).toEqual([]);
    expect(permissionsKeptFor(ROLE.superAdmin, ['admin_withdrawal'])).toEqual([]);
  });
});
