import {describe, expect, it} from 'vitest';
import {LAST_UPDATED_DATE_OPTIONS, formatLastUpdatedDate} from '../lastUpdatedDate';

function intl(date: Date, locale: string, calendar: string): string {
  return new Intl.DateTimeFormat(locale, {calendar, ...LAST_UPDATED_DATE_OPTIONS}).format(date);
}

describe('formatLastUpdatedDate', () => {
  it.each([
    ['2026-11-29T00:00:00Z', 'Nov 29, 2026'],
    ['2026-11-29T23:59:59Z', 'Nov 29, 2026'],
    ['2024-02-29T12:00:00Z', 'Feb 29, 2024'],
    ['2025-01-01T00:00:00Z', 'Jan 1, 2025'],
    ['1999-12-31T23:59:59Z', 'Dec 31, 1999'],
    ['0950-05-09T00:00:00Z', 'May 9, 950'],
  ])('%s in English is %s, in UTC whatever the machine zone', (iso, text) => {
    expect(formatLastUpdatedDate(new Date(iso), 'en', 'gregory')).toBe(text);
  });

  it('gives the text Intl gives, day by day over sixty years', () => {
    const day = 24 * 60 * 60 * 1000;
    const options = {calendar: 'gregory', ...LAST_UPDATED_DATE_OPTIONS} as const;
    const formatters = ['en', 'en-US'].map((locale) => [locale, new Intl.DateTimeFormat(locale, options)] as const);
    const differences: string[] = [];
    for (let time = Date.UTC(1990, 0, 1, 18); time < Date.UTC(2050, 0, 1); time += day) {
      const date = new Date(time);
      for (const [locale, formatter] of formatters) {
        const ours = formatLastUpdatedDate(date, locale, 'gregory');
        if (ours !== formatter.format(date)) {
          differences.push(`${date.toISOString()} ${locale}: ${ours}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it.each([
    ['fr', 'gregory'],
    ['en-GB', 'gregory'],
    ['en', 'japanese'],
    ['ar', 'islamic'],
  ])('leaves %s with the %s calendar to Intl', (locale, calendar) => {
    const date = new Date('2026-11-29T10:00:00Z');
    expect(formatLastUpdatedDate(date, locale, calendar)).toBe(intl(date, locale, calendar));
  });

  it('leaves years outside 1-9999 to Intl', () => {
    const date = new Date(Date.UTC(10000, 0, 5));
    expect(formatLastUpdatedDate(date, 'en', 'gregory')).toBe(intl(date, 'en', 'gregory'));
  });
});
