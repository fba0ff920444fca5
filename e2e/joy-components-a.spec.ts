/**
 * One interaction per Joy UI section, on demos added to the component pages from Accordion to
 * Linear Progress: what a reader trying the demo would do, with the keyboard where the component
 * is keyboard-driven, in light and dark mode.
 */
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';


for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Inputs: the async Autocomplete loads its options on open, then picks one with the keyboard', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-autocomplete', 'autocomplete-async');
      const input = demo.getByRole('combobox', {name: 'Departure airport'});
      await input.click();
      await expect(page.getByText('Loading airports…')).toBeVisible();
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options).toHaveCount(6);
      await expect(options.first()).toHaveText('Amsterdam Schiphol (AMS)');
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      await input.press('Enter');
      await expect(input).toHaveValue('Paris Charles de Gaulle (CDG)');

      // A checkbox group reports too many choices on the group, not on one box.
      const group = await openLiveDemo(page, '/joy-ui/react-checkbox', 'checkbox-group-validation');
      await expect(group.getByText('1 of 3 selected.')).toBeVisible();
      for (const name of ['Mushrooms', 'Olives', 'Peppers']) {
        await group.getByRole('checkbox', {name}).check();
      }
      await expect(group.getByText('Pick at most 3 toppings (4 selected).')).toBeVisible();
      await group.getByRole('checkbox', {name: 'Basil'}).press('Space');
      await expect(group.getByText('3 of 3 selected.')).toBeVisible();
    });

    test('Data display: Enter adds an address as a chip, its delete button removes it', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-chip', 'chip-tag-input');
      const chips = demo.getByRole('listitem');
      await expect(chips).toHaveCount(2);
      const input = demo.getByRole('textbox', {name: 'Invite by e-mail'});
      await input.fill('kwame@example.com');
      await input.press('Enter');
      await expect(chips).toHaveCount(3);
      await expect(chips.last()).toHaveText('kwame@example.com');
      await expect(input).toHaveValue('');
      await demo.getByRole('button', {name: 'Remove ada@example.com'}).click();
      await expect(chips).toHaveText(['mei@example.com', 'kwame@example.com']);
      await expect(demo.getByText('2 people invited')).toBeVisible();
    });

    test('Feedback: the determinate ring follows its value and turns success at 100%', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-circular-progress', 'circular-progress-controlled');
      const ring = demo.getByRole('progressbar', {name: 'Profile completion'});
      await expect(ring).toHaveAttribute('aria-valuenow', '30');
      const more = demo.getByRole('button', {name: '+10'});
      for (let step = 0; step < 7; step += 1) {
        await more.click();
      }
      await expect(ring).toHaveAttribute('aria-valuenow', '100');
      await expect(ring).toContainText('100%');
      await expect(ring).toHaveClass(/colorSuccess/);
      await expect(more).toBeDisabled();
      await demo.getByRole('button', {name: '−10'}).click();
      await expect(ring).toHaveAttribute('aria-valuenow', '90');
    });

    test('Surfaces: filters inside an accordion count their checked boxes on the closed summary', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-accordion', 'accordion-filters');
      const colour = demo.getByRole('button', {name: /^Colour/});
      await expect(colour).toHaveAttribute('aria-expanded', 'false');
      await colour.press('Enter');
      await expect(colour).toHaveAttribute('aria-expanded', 'true');
      await demo.getByRole('group', {name: 'Colour'}).getByRole('checkbox', {name: 'Green'}).check();
      await colour.click();
      await expect(colour).toHaveAttribute('aria-expanded', 'false');
      await expect(colour).toHaveText(/Colour\s*1/);
      // The Brand group started with one filter and is open.
      await expect(demo.getByRole('button', {name: /^Brand/})).toHaveAttribute('aria-expanded', 'true');
    });

    test('Navigation: the breadcrumb trail goes back up the folders; the filter drawer applies only on confirm', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-breadcrumbs', 'breadcrumbs-folders');
      const trail = demo.getByRole('navigation', {name: 'Folder path'});
      await expect(trail.locator('[aria-current="location"]')).toHaveText('Documents');
      await demo.getByRole('button', {name: 'Invoices'}).click();
      await expect(trail.locator('[aria-current="location"]')).toHaveText('Invoices');
      await expect(demo.getByText('This folder is empty.')).toBeVisible();
      await trail.getByRole('button', {name: 'Drive'}).click();
      await expect(trail.locator('[aria-current="location"]')).toHaveText('Drive');
      await expect(demo.getByRole('button', {name: 'Photos'})).toBeVisible();

      const drawerDemo = await openLiveDemo(page, '/joy-ui/react-drawer', 'drawer-filters');
      const status = drawerDemo.getByRole('status');
      await expect(status).toHaveText('Showing: Any type');
      await drawerDemo.getByRole('button', {name: 'Filters'}).click();
      const panel = page.getByRole('dialog', {name: 'Filters'});
      await panel.getByRole('radio', {name: 'House'}).check();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(status).toHaveText('Showing: Any type');
      await drawerDemo.getByRole('button', {name: 'Filters'}).click();
      await panel.getByRole('radio', {name: 'House'}).check();
      await panel.getByRole('checkbox', {name: 'Pets allowed'}).check();
      await panel.getByRole('button', {name: 'Show results'}).click();
      await expect(panel).toBeHidden();
      await expect(status).toHaveText('Showing: House, pets allowed');
    });

    test('Layout: a larger Grid spacing widens the gap between items', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-grid', 'grid-spacing');
      const items = demo.getByTestId('spacing-grid').locator(':scope > div');
      const gap = async () => {
        const [first, second] = await Promise.all([items.nth(0).boundingBox(), items.nth(1).boundingBox()]);
        return Math.round((second?.x ?? 0) - ((first?.x ?? 0) + (first?.width ?? 0)));
      };
      await expect.poll(gap).toBe(16);
      await demo.getByRole('radio', {name: '4'}).check();
      await expect.poll(gap).toBe(32);
      await demo.getByRole('radio', {name: '0'}).check();
      await expect.poll(gap).toBe(0);
    });
  });
}
