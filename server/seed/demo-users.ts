import type { RoleId } from '@/src/contracts/access';

export const DEMO_PASSWORD = 'Demo-pass-1!';

/** One active user per role (PRODUCT.md "Demo data"). Client roles belong to Northwind Media. */
export const DEMO_USERS: { role: RoleId; email: string; label: string; firstName: string; lastName: string }[] = [
  { role: 1, email: 'superadmin@demo.test', label: 'main administrator', firstName: 'Sofia', lastName: 'Marin' },
  { role: 5, email: 'admin@demo.test', label: 'administrator', firstName: 'Daniel', lastName: 'Okafor' },
  { role: 6, email: 'senior@demo.test', label: 'senior administrator', firstName: 'Ines', lastName: 'Duarte' },
  { role: 7, email: 'analyst@demo.test', label: 'analytics, news, partners', firstName: 'Tomas', lastName: 'Berg' },
  { role: 8, email: 'support@demo.test', label: 'support (companies list)', firstName: 'Mira', lastName: 'Kovac' },
  { role: 2, email: 'owner@demo.test', label: 'owner of Northwind Media', firstName: 'Alex', lastName: 'Novak' },
  { role: 3, email: 'lead@demo.test', label: 'team lead, Northwind Media', firstName: 'Priya', lastName: 'Raman' },
  { role: 4, email: 'buyer@demo.test', label: 'buyer, Northwind Media', firstName: 'Leo', lastName: 'Fischer' },
];
