/** Joy UI navigation: the Inputs and Data display component sections. */
import type {MuiPage} from '../types';

export const joyInputsAndDataDisplay: readonly MuiPage[] = [
  {
    pathname: '/joy-ui/components/inputs',
    subheader: '/joy-ui/components/inputs',
    children: [{pathname: '/joy-ui/react-button'}, {pathname: '/joy-ui/react-input'}],
  },
];
