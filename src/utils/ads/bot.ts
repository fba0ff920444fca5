/** Crawler detection for the ad slot. */
import {BOT_USER_AGENT} from '../../constants/ads';

/** True for crawlers: they get an empty slot so that ads are not indexed with the page. */
export function isBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_USER_AGENT.test(userAgent);
}
