import { chromium } from 'playwright-core';
const base = 'http://localhost:4900';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const [w, h, tag] of [[1280, 800, 'desk'], [375, 740, 'mob']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(base + '/login');
  await page.getByLabel(/email/i).fill('seller@specfolio.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('specfolio-demo');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForTimeout(1500);
  const res = await page.request.post(base + '/api/v1/auth/login', { data: { email: 'seller@specfolio.test', password: 'specfolio-demo' } });
  const token = (await res.json()).data.token; const uid = (await res.json()).data.user.id;
  const list = await page.request.get(`${base}/api/v4/user/${uid}/specbook?search=Harper`, { headers: { authorization: `Bearer ${token}` } });
  const id = (await list.json()).data[0].id;
  await page.goto(`${base}/v4/specbooks/manage/${id}`);
  await page.getByRole('button', { name: 'Documents' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/h/docs-${tag}.png` });
  await page.close();
}
await browser.close();
