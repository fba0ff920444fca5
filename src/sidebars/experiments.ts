// Sidebar of the experiments docs instance; see sidebars.ts for why each instance has its own file.
import {sidebarsFor} from '../../sidebars';

export default sidebarsFor('experiments');
