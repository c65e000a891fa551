import type { Page } from '@playwright/test';

/** The sign-in form's labels in the page's language. */
export interface SignInLabels {
  password: string;
  signIn: string;
}

/**
 * Fills and sends the sign-in form on the page. Its fields are found in the page's main part
 * by their exact labels: the footer's newsletter field ("Email address") also matches a
 * loose "Email".
 */
export async function submitSignIn(page: Page, labels: SignInLabels, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel(labels.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: labels.signIn, exact: true }).click();
}
