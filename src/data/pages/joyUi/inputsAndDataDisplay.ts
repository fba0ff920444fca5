/** Joy UI navigation: the Inputs and Data display component sections. */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const joyInputsAndDataDisplay: readonly MuiPage[] = writtenIn('src/data/pages/joyUi/inputsAndDataDisplay.ts', [
  {
    pathname: '/joy-ui/components/inputs',
    subheader: '/joy-ui/components/inputs',
    children: [
      {pathname: '/joy-ui/react-autocomplete'},
      {pathname: '/joy-ui/react-button'},
      {pathname: '/joy-ui/react-button-group'},
      {pathname: '/joy-ui/react-checkbox'},
      {pathname: '/joy-ui/react-input'},
      {pathname: '/joy-ui/react-radio-button'},
      {pathname: '/joy-ui/react-select'},
      {pathname: '/joy-ui/react-slider'},
      {pathname: '/joy-ui/react-switch'},
      {pathname: '/joy-ui/react-textarea'},
      {pathname: '/joy-ui/react-toggle-button-group'},
    ],
  },
  {
    pathname: '/joy-ui/components/data-display',
    subheader: '/joy-ui/components/data-display',
    children: [
      {pathname: '/joy-ui/react-aspect-ratio'},
      {pathname: '/joy-ui/react-avatar'},
      {pathname: '/joy-ui/react-badge'},
      {pathname: '/joy-ui/react-chip'},
      {pathname: '/joy-ui/react-divider'},
      {pathname: '/joy-ui/react-list'},
      {pathname: '/joy-ui/react-table'},
      {pathname: '/joy-ui/react-tooltip'},
      {pathname: '/joy-ui/react-typography'},
    ],
  },
]);
