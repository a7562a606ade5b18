import type { Locator, Page } from 'playwright-core';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Fills the Clients page's Add User drawer as an agency would: name,
 * e-mail, dashboard password, one agent from the Agents picker, and the
 * listed pages switched off (new clients start with /home, /convos,
 * /analytics, /kb and /campaigns).
 */
export async function fillAddUserDrawer(
  page: Page,
  drawer: Locator,
  client: { name: string; email: string; password: string },
  options: { agent: string; pagesOff: string[] },
): Promise<void> {
  await drawer.getByLabel('Name').fill(client.name);
  await drawer.getByLabel('Email').fill(client.email);
  await drawer.getByLabel('Dashboard password').fill(client.password);
  await drawer.getByRole('textbox', { name: 'Agents' }).click();
  await page.getByRole('option', { name: options.agent }).click();
  await page.keyboard.press('Escape');
  for (const name of options.pagesOff)
    await drawer.getByRole('switch', { name }).click({ force: true });
}

/**
 * Removes the clients a test file added by e-mail. The demo agency's plan has
 * two client seats shared by every file on the stack, so a file that adds a
 * client gives its seat back when it ends.
 */
export async function giveBackClientSeat(db: Firestore, email: string): Promise<void> {
  const added = await db.collection('clients').where('email', '==', email).get();
  await Promise.all(added.docs.map((doc) => doc.ref.delete()));
}
