/**
 * The date a page was last updated, as the footer shows it: "Nov 29, 2026" in English, the
 * same text as `Intl.DateTimeFormat(locale, {calendar, ...LAST_UPDATED_DATE_OPTIONS})`.
 *
 * In English with the Gregorian calendar the text is built here, not by `Intl`: in Chromium the
 * page's first date formatter loads the locale's calendar and time-zone data on the main thread,
 * 87-134 ms at 4x CPU slowdown inside the hydration of a docs page, for text the server HTML
 * already shows. Other locales and calendars go to `Intl`, one formatter per locale and calendar.
 */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The `Intl.DateTimeFormat` options whose text `formatLastUpdatedDate` gives, in any locale. */
export const LAST_UPDATED_DATE_OPTIONS = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlFormatter(locale: string, calendar: string): Intl.DateTimeFormat {
  const key = `${locale} ${calendar}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, {calendar, ...LAST_UPDATED_DATE_OPTIONS});
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `date` (UTC) as the footer's "last updated" shows it in `locale` and `calendar`. */
export function formatLastUpdatedDate(date: Date, locale: string, calendar: string): string {
  if ((locale === 'en' || locale === 'en-US') && calendar === 'gregory') {
    const year = date.getUTCFullYear();
    // Years before 1 and after 9999 are left to Intl (era and digit rules); a page's date is neither.
    if (year >= 1 && year <= 9999) {
      return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
    }
  }
  return intlFormatter(locale, calendar).format(date);
}
