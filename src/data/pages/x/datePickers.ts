/** MUI X navigation: the Date and Time Pickers section. */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const datePickersPages: MuiPage = writtenIn('src/data/pages/x/datePickers.ts', {
  pathname: '/x/react-date-pickers-group',
  title: 'Date and Time Pickers',
  children: [
    {pathname: '/x/react-date-pickers', title: 'Overview'},
    {pathname: '/x/react-date-pickers/getting-started', title: 'Getting started'},
    {pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts'},
    {pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker'},
    {pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker'},
    {pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker'},
    {pathname: '/x/react-date-pickers/date-field', title: 'Date Field'},
    {pathname: '/x/react-date-pickers/time-field', title: 'Time Field'},
    {pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field'},
    {pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar'},
    {pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock'},
    {pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock'},
    {pathname: '/x/react-date-pickers/fields', title: 'Fields'},
    {pathname: '/x/react-date-pickers/validation', title: 'Validation'},
    {pathname: '/x/react-date-pickers/lifecycle', title: 'Lifecycle'},
    {pathname: '/x/react-date-pickers/shortcuts', title: 'Shortcuts'},
    {pathname: '/x/react-date-pickers/localization', title: 'Localization'},
    {pathname: '/x/react-date-pickers/adapters-locale', title: 'Adapters and locales'},
    {pathname: '/x/react-date-pickers/timezone', title: 'Timezone'},
    {pathname: '/x/react-date-pickers/custom-components', title: 'Custom components'},
    {pathname: '/x/react-date-pickers/custom-layout', title: 'Custom layout'},
    {pathname: '/x/react-date-pickers/custom-field', title: 'Custom field'},
    {pathname: '/x/react-date-pickers/date-range-picker', plan: 'pro'},
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    {pathname: '/x/api/date-pickers-group', title: 'API reference', children: []},
  ],
});
