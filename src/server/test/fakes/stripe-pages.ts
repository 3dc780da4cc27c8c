/** Minimal hosted pages of the fake Stripe: Checkout, Connect onboarding and the Express dashboard. */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0}label,input{display:block;width:100%;margin:.3rem 0}</style></head>
<body><p><strong>Fake Stripe</strong> (test mode)</p>${body}</body></html>`;
}

/** The hosted checkout page of a session: its line, the amount, "Pay" with card 4242… and "Decline". */
export function checkoutPage(session: Record<string, unknown> & { id: string }, lines: string[]): string {
  const amount = (Number(session.amount_total) / 100).toFixed(2);
  const items = lines.map((name) => `<li>${escape(name)}</li>`).join('');
  return page(
    'Checkout',
    `<h1>Pay ${escape(String(session.currency).toUpperCase())} ${amount}</h1><ul>${items}</ul>
<form method="post" action="/checkout/${session.id}/pay"><label for="card">Card number</label>
<input id="card" name="card" value="4242 4242 4242 4242" autocomplete="off"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/decline"><button type="submit">Decline</button></form>`,
  );
}

/** The hosted onboarding page of an account link. */
export function onboardingPage(token: string, account: string): string {
  return page(
    'Onboarding',
    `<h1>Set up payments</h1><p>Account ${escape(account)}</p>
<form method="post" action="/connect/onboarding/${token}"><button type="submit">Complete onboarding</button></form>`,
  );
}

/** The Express dashboard a login link opens. */
export function dashboardPage(account: string): string {
  return page('Dashboard', `<h1>Express dashboard</h1><p>Account ${escape(account)}</p>`);
}

/** A page for an unknown or used link. */
export function notFoundPage(): string {
  return page('Not found', '<h1>This link is not valid</h1>');
}
