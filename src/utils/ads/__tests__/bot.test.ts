import {describe, expect, it} from 'vitest';
import {isBot} from '../bot';

describe('isBot', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['a generic crawler', 'SomeCrawler/1.0', true],
    ['a spider', 'Baiduspider/2.0', true],
    ['a robot', 'ExampleRobot', true],
    ['a crawling tool', 'site-crawling-tool', true],
    ['desktop Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', false],
    ['mobile Safari', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1', false],
    ['jsdom', 'Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/26.1.0', false],
    ['an empty string', '', false],
    ['undefined', undefined, false],
    ['null', null, false],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(isBot(userAgent)).toBe(expected);
  });
});
