/**
 * Material UI templates and guides, as a reader tries their live demos: the sign-in form rejects
 * bad input and accepts good input, the checkout reaches its review, the pricing toggle reprices,
 * a locale switch relabels TablePagination and an in-demo router link changes the in-demo page,
 * in light and dark mode.
 */
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('sign-in template: shows validation errors, then accepts a valid form', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/getting-started/templates', 'sign-in-template');
      const email = demo.getByRole('textbox', {name: 'Email'});
      const password = demo.getByLabel('Password', {exact: true});
      await demo.getByRole('button', {name: 'Sign in'}).click();
      await expect(demo.getByText('Enter an email address such as ada@example.com.')).toBeVisible();
      await expect(demo.getByText('The password needs at least 8 characters.')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      await email.fill('grace@example.com');
      await password.fill('short');
      await password.press('Enter');
      await expect(email).toHaveAttribute('aria-invalid', 'false');
      await expect(demo.getByText('The password needs at least 8 characters.')).toBeVisible();

      await password.fill('correct horse');
      await demo.getByRole('button', {name: 'Sign in'}).click();
      await expect(demo.getByRole('alert')).toHaveText('Signed in as grace@example.com.');
      await expect(demo.getByText('The password needs at least 8 characters.')).toHaveCount(0);
    });

    test('checkout template: the stepper reaches the review with the entered address', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/getting-started/templates', 'checkout-template');
      await demo.getByRole('textbox', {name: 'Full name'}).fill('Ada Okafor');
      await demo.getByRole('textbox', {name: 'City'}).fill('Lagos');
      await demo.getByRole('button', {name: 'Next'}).click();
      await demo.getByRole('radio', {name: 'Bank transfer'}).check();
      await demo.getByRole('button', {name: 'Next'}).click();
      const summary = demo.getByRole('list', {name: 'Order summary'});
      await expect(summary).toContainText('Trail running shoes');
      await expect(summary).toContainText('$159.00');
      await expect(demo).toContainText('Ada Okafor, Lagos');
      await expect(demo).toContainText('Bank transfer');
      await demo.getByRole('button', {name: 'Place order'}).click();
      await expect(demo).toContainText('Order number #20418');
    });

    test('pricing template: the yearly toggle changes the prices', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/getting-started/templates', 'pricing-template');
      const team = demo.getByTestId('tier-team');
      await expect(team).toContainText('$18 / month');
      await expect(team).toContainText('Billed monthly');
      await demo.getByRole('button', {name: 'Yearly'}).click();
      await expect(demo.getByRole('button', {name: 'Yearly'})).toHaveAttribute('aria-pressed', 'true');
      await expect(team).toContainText('$15 / month');
      await expect(team).toContainText('Billed $180 once a year');
      await expect(demo.getByTestId('tier-business')).toContainText('$38 / month');
      await demo.getByRole('button', {name: 'Monthly'}).click();
      await expect(team).toContainText('$18 / month');
    });

    test('localization: a locale switch relabels TablePagination', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/guides/localization', 'localized-pagination');
      await expect(demo).toContainText('Zeilen pro Seite:');
      await expect(demo).toContainText('1–10 von 137');
      await demo.getByRole('button', {name: 'fr-FR'}).click();
      await expect(demo).toContainText('Lignes par page :');
      await expect(demo).toContainText('1–10 sur 137');
      await demo.getByRole('button', {name: 'en-US'}).click();
      await expect(demo).toContainText('Rows per page:');
      await expect(demo).toContainText('1–10 of 137');
    });

    test('composition: a router link changes the in-demo page and the URL stays', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/guides/composition', 'router-link-composition', (area) =>
        area.getByRole('link', {name: 'Inbox'}),
      );
      const url = page.url();
      const path = demo.getByTestId('router-path');
      await expect(path).toHaveText('/');
      await demo.getByRole('link', {name: 'Inbox'}).click();
      await expect(path).toHaveText('/inbox');
      await expect(demo).toContainText('You have 4 unread messages.');
      await expect(demo.getByRole('link', {name: 'Inbox'})).toHaveAttribute('aria-current', 'page');
      await demo.getByRole('link', {name: 'Open settings'}).click();
      await expect(path).toHaveText('/settings');
      await demo.getByRole('link', {name: 'Back to home'}).click();
      await expect(path).toHaveText('/');
      expect(page.url()).toBe(url);
    });
  });
}
