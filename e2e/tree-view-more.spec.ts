/**
 * The Tree View pages on focus and accessibility: a reader expands items with the keyboard and the
 * mouse and sees their children, in light and dark mode. Reordering (RichTreeViewPro) is tested
 * against the evaluation build, in e2e/paid/tree-view-more.spec.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

async function demo(page: Page, path: string, id: string): Promise<Locator> {
  await openHydrated(page, path);
  const found = page.getByTestId(`demo-${id}`);
  await found.scrollIntoViewIfNeeded();
  return found;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('ArrowRight expands the focused item and shows its children', async ({page}) => {
      const playground = await demo(page, '/x/react-tree-view/accessibility', 'keyboard-playground');
      const tree = playground.getByRole('tree');
      const animals = tree.getByRole('treeitem', {name: /^Animals/});
      await expect(animals).toHaveAttribute('aria-expanded', 'false');
      await expect(tree.getByRole('treeitem', {name: 'Birds'})).toHaveCount(0);

      // Clicking a leaf focuses it; Home moves the focus to the first item.
      await tree.getByRole('treeitem', {name: 'Minerals'}).click();
      await page.keyboard.press('Home');
      await expect(animals).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(animals).toHaveAttribute('aria-expanded', 'true');
      await expect(tree.getByRole('treeitem', {name: /^Birds/})).toBeVisible();
      await expect(animals).toBeFocused();
      await expect(playground.getByText('Last key: ArrowRight')).toBeVisible();

      // A second ArrowRight moves into the children; ArrowLeft twice goes back and collapses.
      await page.keyboard.press('ArrowRight');
      await expect(tree.getByRole('treeitem', {name: /^Birds/})).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(animals).toHaveAttribute('aria-expanded', 'false');
      await expect(tree.getByRole('treeitem', {name: /^Birds/})).toHaveCount(0);
    });

    test('a click expands a folder, and focusItem reaches its child once it is visible', async ({page}) => {
      const buttons = await demo(page, '/x/react-tree-view/simple-tree-view/focus', 'focus-item-buttons');
      const tree = buttons.getByRole('tree');
      const archive = tree.getByRole('treeitem', {name: /^Archive/});
      await buttons.getByRole('button', {name: 'Focus 2024 (hidden)'}).click();
      await expect(tree.getByRole('treeitem', {name: '2024'})).toHaveCount(0);

      await archive.getByText('Archive').click();
      await expect(archive).toHaveAttribute('aria-expanded', 'true');
      await expect(tree.getByRole('treeitem', {name: '2024'})).toBeVisible();
      await buttons.getByRole('button', {name: 'Focus 2024 (hidden)'}).click();
      await expect(tree.getByRole('treeitem', {name: '2024'})).toBeFocused();
    });

    test('reveal and focus expands every ancestor of a nested file', async ({page}) => {
      const reveal = await demo(page, '/x/react-tree-view/rich-tree-view/focus', 'reveal-and-focus');
      const tree = reveal.getByRole('tree');
      await expect(tree.getByRole('treeitem', {name: 'useTheme.ts'})).toHaveCount(0);
      await reveal.getByRole('combobox', {name: 'File'}).click();
      await page.getByRole('option', {name: 'useTheme.ts'}).click();
      await reveal.getByRole('button', {name: 'Reveal and focus'}).click();
      await expect(tree.getByRole('treeitem', {name: 'useTheme.ts'})).toBeFocused();
      await expect(tree.getByRole('treeitem', {name: /^hooks/})).toHaveAttribute('aria-expanded', 'true');
    });
  });
}
