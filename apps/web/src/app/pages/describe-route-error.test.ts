import { describe, expect, it } from 'vitest';
import { describeRouteError, isBotUserAgent } from './describe-route-error.js';

describe('error page contents', () => {
  it('defaults to 500 Internal Server Error for an error that is not a route answer', () => {
    expect(describeRouteError(new TypeError('x is undefined'), '/somewhere')).toMatchObject({
      status: 500,
      statusText: 'Internal Server Error',
    });
  });

  it('says the route guard’s French « not allowed » sentence for a 403, as an expected answer', () => {
    const notAllowed = "Vous n'avez pas les droits nécessaires pour cette action.";
    // What react-router makes of the guard's `throw data(message, { status: 403 })`.
    const answer = { status: 403, statusText: 'Forbidden', internal: false, data: notAllowed };
    expect(describeRouteError(answer, '/super-login')).toMatchObject({
      status: 403,
      title: 'Accès refusé',
      description: notAllowed,
      isExpected: true,
    });
  });
});

describe('bot user agents', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['facebookexternalhit/1.1', true],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      false,
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0', false],
  ])('%s is a bot: %s', (userAgent, isBot) => {
    expect(isBotUserAgent(userAgent)).toBe(isBot);
  });
});
