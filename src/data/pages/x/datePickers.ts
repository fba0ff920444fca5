/** MUI X navigation: the Date and Time Pickers section. */
import type {MuiPage} from '../types';

export const datePickersPages: MuiPage = {
  pathname: '/x/react-date-pickers-group',
  title: 'Date and Time Pickers',
  children: [
    {pathname: '/x/react-date-pickers', title: 'Overview'},
    {pathname: '/x/react-date-pickers/date-range-picker', plan: 'pro'},
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    {pathname: '/x/api/date-pickers-group', title: 'API reference', children: []},
  ],
};
