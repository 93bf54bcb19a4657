// Issue 18 in a real browser. Spanish: Lakewood offers English and Spanish; choosing Spanish on the login page
// switches the page at once and the signed-in home and search screens are in Spanish (a user of this test's own,
// so the language it keeps changes no other test's screens). Route rules: a guest opening a staff-only or
// placeholder address by URL, and county staff a vendor-only page, get the Not Allowed page, not the screen.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { newPage, registeredUser, screenshot, signedInPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));

const signIn = (username: string, password?: string) => signedInPage(browser.current, username, { password });

it('chooses Spanish on the Lakewood login page; home and the name search are in Spanish', async () => {
  const { username, password } = await registeredUser();
  const { page, url, context } = await newPage(browser.current);
  await page.goto(url('/login'));
  const language = page.getByLabel('Language');
  await language.waitFor();
  // Lakewood offers English and Spanish only, not the Marianas' Pacific languages
  expect(await language.locator('option').allTextContents()).toEqual(['English', 'Spanish']);
  await language.selectOption('SPANISH');
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  await imagesLoaded(page);
  await expectAccessible(page, 'login page in Spanish');
  await screenshot(page, 'spanish-01-login');

  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByRole('heading', { name: 'Inicio', exact: true }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link', { name: 'Búsqueda' }).waitFor();
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Inicio', 'Búsqueda']);
  await imagesLoaded(page);
  await expectAccessible(page, 'home page in Spanish');
  await screenshot(page, 'spanish-02-home');

  await page.goto(url('/search/searchByName'));
  await page.getByRole('radio', { name: 'Solo otorgantes' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Solo adquirentes' }).count()).toBe(1);
  await page.getByText('Primer conjunto de nombres').waitFor();
  await expectAccessible(page, 'name search in Spanish');
  await screenshot(page, 'spanish-03-name-search');
  await context.close();
});

it('refuses a guest the staff-only and placeholder addresses by URL', async () => {
  const { page, url, context } = await signIn('guestuser1');
  for (const path of ['/controlPanel', '/controlPanel/noSuchPage', '/userManager/0', '/reports']) {
    await page.goto(url(path));
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await page.getByText(/not available yet/).count(), path).toBe(0);
  }
  await expectAccessible(page, 'not allowed page');
  await screenshot(page, 'spanish-04-guest-not-allowed');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL(/\/home$/);
  await context.close();
});

it('shows county staff the Languages ticks, and refuses them the vendor-only pages', async () => {
  const { page, url, context } = await signIn('county.admin');
  await page.goto(url('/controlPanel/languages'));
  const spanish = page.getByRole('checkbox', { name: 'Spanish' });
  await spanish.waitFor();
  expect(await spanish.isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: 'Chamorro' }).isChecked()).toBe(false);
  await expectAccessible(page, 'Languages page');
  await screenshot(page, 'spanish-05-languages-page');

  await page.goto(url('/controlPanel/performanceMonitoring'));
  await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
  await page.goto(url('/controlPanel/technical/languages'));
  await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
  await context.close();
});
