import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const base = 'http://localhost:4900';
const login = await (await fetch(base + '/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'seller@specfolio.test', password: 'specfolio-demo' }) })).json();
const h = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
const u = `${base}/api/v4/user/${login.data.user.id}`;
const id = (await (await fetch(`${u}/specbook?search=Harper`, { headers: h })).json()).data[0].id;
const kinds = {
  specs: [`${u}/specbook/${id}/pdf/specs`, { type: 'all', showModelNumber: 1, includeSpecifications: 1, showListPrice: 1, showSalePrice: 1, showQuantity: 1, showCustomerInfo: 1, showSignatureLine: 1, imagesPerPage: 4, orientation: 'P', imagesOnly: 0, showProductNames: 1, showProductDescription: 0, showImages: 1, includeInstallation: 0 }],
  quote: [`${u}/specbook/${id}/pdf/quote`, {}],
};
for (const [name, [url, body]] of Object.entries(kinds)) {
  const res = await fetch(url, { method: 'POST', headers: h, body: JSON.stringify(body) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  console.log(name, res.status, bytes.length);
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages = process.argv.slice(2).map(Number);
  for (const n of pages.length ? pages : [1, 2, 3]) {
    if (n > doc.numPages) continue;
    const page = await doc.getPage(n);
    const vp = page.getViewport({ scale: 1.2 });
    const canvas = createCanvas(vp.width, vp.height);
    await page.render({ canvasContext: canvas.getContext('2d'), viewport: vp, canvas }).promise;
    writeFileSync(`/tmp/h/${name}-${n}.png`, canvas.toBuffer('image/png'));
  }
  console.log(name, 'pages', doc.numPages);
}
