import { expect } from '@playwright/test';
import { PageObject } from './page-object';
import { DEMO_PASSWORD } from '@/tests/e2e/support/demo-users';

/** /login: e-mail, password, Sign in; follows `redirect` after sign-in. */
export class LoginPage extends PageObject {
  readonly email = this.page.getByLabel('E-mail', { exact: true });
  readonly password = this.page.getByLabel('Password', { exact: true });
  readonly submit = this.page.getByRole('button', { name: 'Sign in', exact: true });

  async goto(redirect?: string) {
    await this.page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.page).toHaveURL((url) => url.pathname === '/login');
    await expect(this.submit).toBeVisible();
  }

  /** Fills and submits the form; does not wait for the outcome. */
  async submitCredentials(email: string, password = DEMO_PASSWORD) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Signs in and waits until the app has left the login page. */
  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.submitCredentials(email, password);
    await this.page.waitForURL((url) => url.pathname !== '/login');
  }

  /** The `redirect` query of the current URL (decoded), or null. */
  redirectParam(): string | null {
    return new URL(this.page.url()).searchParams.get('redirect');
  }
}
