/**
 * The Material UI input demos added for Autocomplete, Select and Text Field, as a reader uses
 * them: options that load from a (simulated) server, a multi-select with checkmarks, a formatted
 * number field and a virtualised list of 10,000 options, in light and dark mode.
 */
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';


for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Autocomplete loads its options when opened: a loading message first, then the list', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-autocomplete', 'async-load-on-open', (d) =>
        d.getByRole('button', {name: 'Open', exact: true}),
      );
      const input = demo.getByRole('combobox', {name: 'Warehouse'});
      await input.click();
      await expect(demo.getByText('Loading warehouses…')).toBeVisible();
      const options = demo.getByRole('option');
      await expect(options).toHaveCount(8);
      await expect(options.first()).toHaveText('Amsterdam (AMS-1)');
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      await input.press('Enter');
      await expect(input).toHaveValue('Barcelona (BCN-2)');
    });

    test('Autocomplete searches as you type: the server answer includes matches by author', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-autocomplete', 'search-as-you-type', (d) =>
        d.getByRole('button', {name: 'Open', exact: true}),
      );
      const input = demo.getByRole('combobox', {name: 'Search books'});
      await input.click();
      await expect(demo.getByText('Type two letters or more')).toBeVisible();
      await input.pressSequentially('woolf');
      await expect(demo.getByText('Searching…')).toBeVisible();
      const options = demo.getByRole('option');
      await expect(options).toHaveCount(2);
      await expect(options.nth(0)).toContainText('Mrs Dalloway');
      await expect(options.nth(1)).toContainText('To the Lighthouse');
      await input.press('ArrowDown');
      await input.press('Enter');
      await expect(input).toHaveValue('Mrs Dalloway');
    });

    test('Autocomplete with 10,000 options renders only a window of them and scrolls with the keyboard', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-autocomplete', 'virtualized-options', (d) =>
        d.getByRole('button', {name: 'Open', exact: true}),
      );
      const input = demo.getByRole('combobox', {name: 'Part (10,000 options)'});
      await input.click();
      await expect(demo.getByRole('option', {name: 'Aluminium anchor 2 mm'})).toBeVisible();
      expect(await demo.getByRole('option').count()).toBeLessThan(40);
      await input.press('ArrowDown');
      await expect(demo.getByRole('option', {name: 'Aluminium anchor 2 mm'})).toHaveClass(/Mui-focused/);
      // Five rows a press, each row 2 mm longer: the 21st option (42 mm) was not rendered when
      // the list opened. A reader sees each step land before pressing again.
      for (const length of [12, 22, 32, 42]) {
        await input.press('PageDown');
        const focused = demo.getByRole('option', {name: `Aluminium anchor ${length} mm`});
        await expect(focused).toBeVisible();
        await expect(focused).toHaveClass(/Mui-focused/);
      }
      await expect(demo.getByRole('option', {name: 'Aluminium anchor 2 mm'})).toHaveCount(0);
      await input.press('Enter');
      await expect(input).toHaveValue('Aluminium anchor 42 mm');
    });

    test('Autocomplete creates an option that does not exist yet', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-autocomplete', 'create-option', (d) =>
        d.getByRole('combobox'),
      );
      const input = demo.getByRole('combobox', {name: 'Label'});
      await input.fill('design');
      await expect(demo.getByRole('option', {name: 'Add "design"'})).toBeVisible();
      await demo.getByRole('option', {name: 'Add "design"'}).click();
      await expect(input).toHaveValue('design');
      await expect(demo.getByText(/^6 labels: .*design$/)).toBeVisible();
    });

    test('Select with checkmarks: ticking options adds them to the field, the menu stays open', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-select', 'multiple-checkmarks-select', (d) =>
        d.getByRole('combobox'),
      );
      const select = demo.getByRole('combobox', {name: 'Amenities'});
      await expect(select).toHaveText('Wi-Fi');
      await select.click();
      const listbox = page.getByRole('listbox', {name: 'Amenities'});
      await listbox.getByRole('option', {name: 'Balcony'}).click();
      await listbox.getByRole('option', {name: 'Parking'}).click();
      await expect(listbox.getByRole('option', {name: 'Parking'})).toHaveAttribute('aria-selected', 'true');
      await expect(listbox.getByRole('option', {name: 'Parking'}).getByRole('checkbox', {includeHidden: true})).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(listbox).toHaveCount(0);
      await expect(select).toHaveText('Wi-Fi, Balcony, Parking');
    });

    test('Formatted number input: digits become a dollar amount, the raw number is stored', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-text-field', 'formatted-number-input', (d) =>
        d.getByRole('textbox', {name: 'Amount'}),
      );
      const amount = demo.getByRole('textbox', {name: 'Amount'});
      await expect(amount).toHaveValue('$1,500');
      await amount.fill('');
      await amount.pressSequentially('1234567.891');
      await expect(amount).toHaveValue('$1,234,567.89');
      const card = demo.getByRole('textbox', {name: 'Card number'});
      await card.pressSequentially('4111222233334444');
      await expect(card).toHaveValue('4111 2222 3333 4444');
      await expect(demo).toContainText('Stored: amount = 1234567.89, card = "4111222233334444"');
    });
  });
}
