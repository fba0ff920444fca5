/**
 * The feedback and surface demos a reader plays with on the Material UI pages: a dialog dragged by
 * its title, a non-modal dialog beside a page that keeps working, snackbars queued one after the
 * other, an accordion that keeps one panel open, and an alert that collapses away and back.
 */
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';


for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Dialog: the draggable dialog moves by its title, not by its text', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-dialog', 'draggable-dialog');
      await demo.getByRole('button', {name: 'Open the notes'}).click();
      const dialog = page.getByRole('dialog', {name: 'Meeting notes (drag me)'});
      await expect(dialog).toBeVisible();
      const before = await dialog.boundingBox();
      const title = await dialog.getByRole('heading', {name: 'Meeting notes (drag me)'}).boundingBox();
      expect(before).not.toBeNull();
      expect(title).not.toBeNull();
      if (!before || !title) return;

      const start = {x: title.x + 20, y: title.y + title.height / 2};
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 60, start.y + 40, {steps: 5});
      await page.mouse.move(start.x + 120, start.y + 80, {steps: 5});
      await page.mouse.up();
      const after = await dialog.boundingBox();
      expect(after).not.toBeNull();
      if (!after) return;
      expect(after.x - before.x).toBeCloseTo(120, 0);
      expect(after.y - before.y).toBeCloseTo(80, 0);

      // Dragging from the content is cancelled: the text stays selectable and the dialog stays put.
      const text = await dialog.getByText(/Drag the title to move this dialog/).boundingBox();
      expect(text).not.toBeNull();
      if (!text) return;
      await page.mouse.move(text.x + 10, text.y + 5);
      await page.mouse.down();
      await page.mouse.move(text.x + 110, text.y + 65, {steps: 5});
      await page.mouse.up();
      expect(await dialog.boundingBox()).toEqual(after);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('Dialog: the non-modal dialog leaves the rest of the demo usable', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-dialog', 'non-modal-dialog');
      await demo.getByRole('button', {name: 'Cookie preferences'}).click();
      const dialog = page.getByRole('dialog', {name: 'This site uses cookies'});
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'false');
      await expect(dialog).toBeFocused();

      // The page behind is neither covered nor hidden from assistive technology.
      const like = demo.getByRole('button', {name: 'Like this article (0)'});
      await like.click();
      await expect(demo.getByRole('button', {name: 'Like this article (1)'})).toBeVisible();
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', {name: 'Accept all'}).click();
      await expect(dialog).toHaveCount(0);
      await expect(demo.getByText('Cookie preference: All accepted')).toBeVisible();

      // Escape closes it when focus is inside.
      await demo.getByRole('button', {name: 'Cookie preferences'}).click();
      await expect(dialog).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(demo.getByRole('button', {name: 'Cookie preferences'})).toBeFocused();
    });

    test('Snackbar: two quick messages show one after the other, never together', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-snackbar', 'consecutive-snackbars');
      const first = page.getByRole('alert').filter({hasText: 'Photo uploaded'});
      const second = page.getByRole('alert').filter({hasText: 'Album shared'});
      await demo.getByRole('button', {name: 'Upload photo'}).click();
      await expect(first).toBeVisible();
      await demo.getByRole('button', {name: 'Share album'}).click();
      // The first closes early, and the second only mounts once the first has left.
      await expect(first).toHaveCount(0);
      await expect(second).toBeVisible();
      await expect(first).toHaveCount(0);
      await second.getByRole('button', {name: 'Close'}).click();
      await expect(second).toHaveCount(0);
    });

    test('Accordion: the controlled accordion keeps only one panel open, with a click and the keyboard', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-accordion', 'controlled-accordion');
      const general = demo.getByRole('button', {name: /^General/});
      const privacy = demo.getByRole('button', {name: /^Privacy/});
      const notifications = demo.getByRole('button', {name: /^Notifications/});
      await expect(general).toHaveAttribute('aria-expanded', 'true');
      await expect(demo.getByText('Only members of your organization')).toBeHidden();

      await privacy.click();
      await expect(privacy).toHaveAttribute('aria-expanded', 'true');
      await expect(general).toHaveAttribute('aria-expanded', 'false');
      await expect(demo.getByText('Only members of your organization')).toBeVisible();

      await notifications.focus();
      await page.keyboard.press('Enter');
      await expect(notifications).toHaveAttribute('aria-expanded', 'true');
      await expect(privacy).toHaveAttribute('aria-expanded', 'false');
      await expect(general).toHaveAttribute('aria-expanded', 'false');

      // Closing the open panel leaves none open.
      await page.keyboard.press('Space');
      await expect(notifications).toHaveAttribute('aria-expanded', 'false');
    });

    test('Alert: the release note collapses away and comes back', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-alert', 'transition-alerts');
      const note = demo.getByRole('alert').filter({hasText: 'Version 4.2 is out'});
      const showAgain = demo.getByRole('button', {name: 'Show the release note'});
      await expect(note).toBeVisible();
      await expect(showAgain).toBeDisabled();
      await note.getByRole('button', {name: 'Dismiss the release note'}).click();
      await expect(note).toBeHidden();
      await expect(showAgain).toBeEnabled();
      await showAgain.click();
      await expect(note).toBeVisible();
    });
  });
}
