/**
 * Joy UI's tutorial, main features and drawer, as a reader uses the demos: the login form submits
 * and shows its result, colour inversion recolours what is inside a solid Card, a variant chosen
 * once restyles a whole card, and a navigation drawer opens and closes from the keyboard. Light and dark.
 */
import type {Locator} from '@playwright/test';
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';

const colorOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('tutorial: the login form submits, shows an error, then signs in', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/getting-started/tutorial', 'login-page');
      const status = demo.getByRole('status');
      await expect(demo.getByLabel('Email')).toHaveValue('ada@example.com');
      const password = demo.getByLabel('Password');
      await password.fill('wrong-password');
      await password.press('Enter');
      await expect(status).toContainText('do not match');
      await password.fill('analytical');
      await demo.getByRole('button', {name: 'Log in'}).click();
      await expect(status).toContainText('Signed in as ada@example.com');
    });

    test('colour inversion: a link inside the solid Card takes another colour than outside', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/main-features/color-inversion', 'inverted-call-to-action');
      const outsideCard = demo.getByTestId('outside-card');
      const invertedCard = demo.getByTestId('inverted-card');
      const outsideLink = outsideCard.getByRole('link');
      const insideLink = invertedCard.getByRole('link');
      await expect(insideLink).toBeVisible();
      expect(await colorOf(insideLink)).not.toBe(await colorOf(outsideLink));
      // The subscribe button inside stands out from the solid card instead of melting into it.
      const insideButton = invertedCard.getByRole('button', {name: 'Subscribe'});
      expect(await background(insideButton)).not.toBe(await background(invertedCard));
      expect(await background(insideButton)).not.toBe(await background(outsideCard.getByRole('button', {name: 'Subscribe'})));
    });

    test('global variants: choosing a variant restyles the card and updates its code', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/main-features/global-variants', 'variant-playground');
      const card = demo.getByTestId('playground-card');
      const outlined = await background(card);
      const variants = demo.getByRole('group', {name: 'Playground variant'});
      await variants.getByRole('button', {name: 'solid'}).click();
      await expect(variants.getByRole('button', {name: 'solid'})).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => background(card)).not.toBe(outlined);
      await expect(demo.getByText('<Card variant="solid" color="primary">')).toBeVisible();
      await demo.getByRole('group', {name: 'Playground color'}).getByRole('button', {name: 'danger'}).click();
      await expect(demo.getByText('<Card variant="solid" color="danger">')).toBeVisible();
    });

    test('drawer: opens with Enter, Escape closes it and focus returns to the button', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-drawer', 'drawer-inverted-navigation');
      const opener = demo.getByRole('button', {name: 'Menu'});
      await opener.focus();
      await opener.press('Enter');
      const drawer = page.getByRole('dialog', {name: 'Workspace'});
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText('Calendar');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
      // Choosing a destination with the keyboard closes the drawer and shows the choice.
      await opener.press('Enter');
      await expect(drawer).toBeVisible();
      const calendar = drawer.getByRole('button', {name: 'Calendar'});
      await calendar.focus();
      await calendar.press('Enter');
      await expect(drawer).toBeHidden();
      await expect(demo.getByRole('status')).toHaveText('Showing: Calendar');
    });
  });
}
