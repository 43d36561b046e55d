import { expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * Clicks `button` and waits for the POST it sends to a URL ending in `path`, failing unless it is answered
 * `status`. Answers the response, for its data or its request's headers.
 */
export async function clickToPost(page: Page, button: Locator, path: string, status: number): Promise<Response> {
  const answered = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await button.click();
  const response = await answered;
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(status);
  return response;
}
