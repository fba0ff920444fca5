/** Joy UI navigation: the Feedback, Surfaces, Navigation, Layout and Utils component sections. */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const joyFeedbackToUtils: readonly MuiPage[] = writtenIn('src/data/pages/joyUi/feedbackToUtils.ts', [
  {
    pathname: '/joy-ui/components/feedback',
    subheader: '/joy-ui/components/feedback',
    children: [
      {pathname: '/joy-ui/react-alert'},
      {pathname: '/joy-ui/react-circular-progress'},
      {pathname: '/joy-ui/react-linear-progress'},
      {pathname: '/joy-ui/react-modal'},
      {pathname: '/joy-ui/react-skeleton'},
      {pathname: '/joy-ui/react-snackbar'},
    ],
  },
  {
    pathname: '/joy-ui/components/surfaces',
    subheader: '/joy-ui/components/surfaces',
    children: [
      {pathname: '/joy-ui/react-accordion'},
      {pathname: '/joy-ui/react-card'},
      {pathname: '/joy-ui/react-sheet'},
    ],
  },
  {
    pathname: '/joy-ui/components/navigation',
    subheader: '/joy-ui/components/navigation',
    children: [
      {pathname: '/joy-ui/react-breadcrumbs'},
      {pathname: '/joy-ui/react-drawer'},
      {pathname: '/joy-ui/react-link'},
      {pathname: '/joy-ui/react-menu'},
      {pathname: '/joy-ui/react-stepper'},
      {pathname: '/joy-ui/react-tabs'},
    ],
  },
  {
    pathname: '/joy-ui/components/layout',
    subheader: '/joy-ui/components/layout',
    children: [
      {pathname: '/joy-ui/react-box'},
      {pathname: '/joy-ui/react-grid'},
      {pathname: '/joy-ui/react-stack'},
    ],
  },
  {
    pathname: '/joy-ui/components/utils',
    subheader: '/joy-ui/components/utils',
    children: [{pathname: '/joy-ui/react-css-baseline'}],
  },
]);
