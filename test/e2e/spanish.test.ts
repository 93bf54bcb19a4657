// Issue 18 in a real browser. Spanish: Lakewood offers English and Spanish; choosing Spanish on the login page
// switches the page at once and the signed-in home and search screens are in Spanish (a user of this test's own,
// so the language it keeps changes no other test's screens). Route rules: a guest opening a staff-only or
// placeholder address by URL, and county staff a vendor-only page, get the Not Allowed page, not the screen.
// Sounds like (issue 30): the name form's Match choice in Spanish, and a Sounds like search with its Matched column.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_PASSWORD, newPage, registeredUser, screenshot, signedInPage, useBrowser } from '../support/browser.ts';

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
  // Lakewood offers Sounds like (issue 30): the Match choice and its help are on the form axe checks
  const match = page.getByRole('group', { name: 'Tipo de coincidencia' });
  await match.getByRole('radio', { name: 'Suena parecido' }).waitFor();
  await match.getByText('Una búsqueda Suena parecido se cobra como una sola búsqueda.').waitFor();
  await expectAccessible(page, 'name search in Spanish');
  await screenshot(page, 'spanish-03-name-search');
  await context.close();
});

it('a Sounds like name search in Spanish finds a name spelled differently, and says how each row matched', async () => {
  // the login page's language is kept on the user until the next sign-in, which sends English by default
  const { page, url, context } = await newPage(browser.current);
  await page.goto(url('/login'));
  await page.getByLabel('Language').selectOption('SPANISH');
  await page.getByLabel('Nombre de usuario').fill('title.examiner');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/home$/);
  await page.goto(url('/search/searchByName'));
  const lastName = page.getByRole('group', { name: 'Primer conjunto de nombres' }).getByLabel(/^Apellido/);
  // SMYTH is no demo surname; it sounds as SMITH does
  await lastName.fill('SMYTH');
  await page.getByRole('radio', { name: 'Suena parecido' }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.waitForURL(/\/search\/SearchResults$/);
  const table = page.getByRole('table', { name: 'Resultados de la búsqueda' });
  await table.getByRole('columnheader', { name: 'Coincidencia' }).waitFor();
  const first = table.locator('tbody tr').first();
  expect(await first.locator('td').first().textContent()).toBe('Suena parecido');
  expect(await first.textContent()).toMatch(/SMITH/);
  await expectAccessible(page, 'Sounds like results in Spanish');
  await screenshot(page, 'spanish-03b-sounds-like-results');
  await context.close();
  // a sign-in in English puts the demo user's language back for the other tests
  await (await signIn('title.examiner')).context.close();
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
