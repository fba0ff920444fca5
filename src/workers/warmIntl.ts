/**
 * A dedicated worker that formats once with the browser's default locale, then closes.
 *
 * The first `Intl` formatting call of a page (here `toLocaleString`) loads the locale's number
 * and date formatting data, on whichever thread makes the call (up to about 30 ms in Chromium on a
 * desktop CPU). That data is cached for the whole process, so once this worker has formatted, the
 * page's own first call takes 0.1-0.2 ms. See src/utils/intlWarmup.ts.
 */
(0).toLocaleString();
new Intl.DateTimeFormat().format(0);
close();
