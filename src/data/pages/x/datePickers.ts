/** MUI X navigation: the Date and Time Pickers section, grouped as on mui.com (group paths lead to their first page). */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const datePickersPages: MuiPage = writtenIn('src/data/pages/x/datePickers.ts', {
  pathname: '/x/react-date-pickers-group',
  title: 'Date and Time Pickers',
  children: [
    {pathname: '/x/react-date-pickers', title: 'Overview'},
    {pathname: '/x/react-date-pickers/getting-started', title: 'Quickstart'},
    {pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts'},
    {
      pathname: '/x/react-date-pickers-components',
      subheader: 'Components',
      children: [
        {
          pathname: '/x/react-date-pickers/date-pickers',
          title: 'Date components',
          children: [
            {pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker'},
            {pathname: '/x/react-date-pickers/date-field', title: 'Date Field'},
            {pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar'},
          ],
        },
        {
          pathname: '/x/react-date-pickers/time-pickers',
          title: 'Time components',
          children: [
            {pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker'},
            {pathname: '/x/react-date-pickers/time-field', title: 'Time Field'},
            {pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock'},
            {pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock'},
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-time-pickers',
          title: 'Date Time components',
          children: [
            {pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker'},
            {pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field'},
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-range-pickers',
          title: 'Date Range components',
          children: [
            {pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker', plan: 'pro'},
            {pathname: '/x/react-date-pickers/date-range-field', title: 'Date Range Field', plan: 'pro'},
            {pathname: '/x/react-date-pickers/date-range-calendar', title: 'Date Range Calendar', plan: 'pro'},
          ],
        },
        {
          pathname: '/x/react-date-pickers/time-range-pickers',
          title: 'Time Range components',
          children: [
            {pathname: '/x/react-date-pickers/time-range-picker', title: 'Time Range Picker', plan: 'pro', newFeature: true},
            {pathname: '/x/react-date-pickers/time-range-field', title: 'Time Range Field', plan: 'pro'},
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-time-range-pickers',
          title: 'Date Time Range components',
          children: [
            {pathname: '/x/react-date-pickers/date-time-range-picker', title: 'Date Time Range Picker', plan: 'pro'},
            {pathname: '/x/react-date-pickers/date-time-range-field', title: 'Date Time Range Field', plan: 'pro'},
          ],
        },
        {pathname: '/x/react-date-pickers/fields', title: 'Field components'},
      ],
    },
    {
      pathname: '/x/react-date-pickers/main-features',
      subheader: 'Main features',
      children: [
        {pathname: '/x/react-date-pickers/validation', title: 'Validation'},
        {pathname: '/x/react-date-pickers/lifecycle', title: 'Components lifecycle'},
        {pathname: '/x/react-date-pickers/shortcuts', title: 'Shortcuts'},
        {pathname: '/x/react-date-pickers/accessibility', title: 'Accessibility'},
      ],
    },
    {
      pathname: '/x/react-date-pickers/localization-group',
      subheader: 'Localization',
      children: [
        {pathname: '/x/react-date-pickers/localization', title: 'Translated components'},
        {pathname: '/x/react-date-pickers/adapters-locale', title: 'Date format and localization'},
        {pathname: '/x/react-date-pickers/timezone', title: 'UTC and timezones'},
        {pathname: '/x/react-date-pickers/calendar-systems', title: 'Calendar systems'},
      ],
    },
    {
      pathname: '/x/react-date-pickers/customization-group',
      subheader: 'Customization',
      children: [
        {pathname: '/x/react-date-pickers/custom-components', title: 'Custom subcomponents'},
        {pathname: '/x/react-date-pickers/custom-layout', title: 'Custom layout'},
        {pathname: '/x/react-date-pickers/custom-field', title: 'Custom field'},
        {pathname: '/x/react-date-pickers/custom-opening-button', title: 'Custom opening button'},
        {pathname: '/x/react-date-pickers/playground', title: 'Customization playground'},
      ],
    },
    {
      pathname: '/x/react-date-pickers/resources-group',
      subheader: 'Resources',
      children: [
        // Filled at build time with one page per component (src/data/apiPackages.ts).
        {pathname: '/x/api/date-pickers-group', title: 'API reference', children: []},
      ],
    },
  ],
});
