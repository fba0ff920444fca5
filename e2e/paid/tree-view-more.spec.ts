/**
 * Tree View ordering (RichTreeViewPro, Pro): a reader drags an item to a new place and sees the new
 * order, in light and dark mode. Runs against the evaluation build, where Pro demos run keyless.
 */
import {test, expect, openHydrated} from '../support/paidDemos';
import {reachDemo} from '../support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('dragging a song above the first one reorders the playlist', async ({page}) => {
      await openHydrated(page, '/x/react-tree-view/rich-tree-view/ordering');
      const demo = page.getByTestId('demo-ordering-position-change');
      await expect(demo.getByText('not running in this build')).toHaveCount(0);
      // A drag begun on the server's HTML would end on the live tree that replaced it.
      await reachDemo(demo);
      const tree = demo.getByRole('tree');
      const order = demo.getByTestId('playlist-order');
      await expect(order).toHaveText('Open road, Desert lights, Coastline, Homeward');

      const songs = tree.getByRole('treeitem', {name: /^Road trip/}).getByRole('treeitem');
      await expect(songs).toHaveText(['Open road', 'Desert lights', 'Coastline', 'Homeward']);

      // Drop near the top of "Open road": above it, in the same playlist.
      const target = tree.getByText('Open road', {exact: true});
      await tree.getByText('Homeward', {exact: true}).dragTo(target, {targetPosition: {x: 10, y: 2}});

      await expect(songs).toHaveText(['Homeward', 'Open road', 'Desert lights', 'Coastline']);
      await expect(order).toHaveText('Homeward, Open road, Desert lights, Coastline');
      await expect(demo.getByRole('list', {name: 'Moves'})).toContainText('song-d');
    });
  });
}
