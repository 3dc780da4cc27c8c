import { DEMO, expect, signIn, test } from '../support/test';

test.describe('uncaught client errors', () => {
  test('a TypeError is posted to /api/log with its message', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    const posted = page.waitForRequest(
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/log' && (req.postData() ?? '').includes('boom-e2e'),
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('boom-e2e');
      });
    });
    const request = await posted;
    const body = request.postDataJSON() as { message: string };
    expect(body.message).toContain('TypeError: boom-e2e');
    const response = await request.response();
    expect(response?.status()).toBe(204);
  });

  test('other errors are not reported', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    const logged: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/log') logged.push(req.postData() ?? '');
    });
    await page.evaluate(() => {
      setTimeout(() => {
        throw new RangeError('quiet-e2e');
      });
    });
    // Then a reportable one: once it is posted, the RangeError had its chance to be posted too.
    const posted = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/log' && (req.postData() ?? '').includes('loud-e2e'));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new ReferenceError('loud-e2e');
      }, 50);
    });
    await posted;
    expect(logged.some((body) => body.includes('quiet-e2e'))).toBe(false);
  });
});
