import { describe, expect, test } from 'vitest';
import { contentDisposition } from './file-reply';

describe('contentDisposition', () => {
  test('keeps the UTF-8 name and a safe ASCII fallback', () => {
    expect(contentDisposition('Café "A/B" - Specs.pdf')).toBe(
      `attachment; filename="Caf_ A B - Specs.pdf"; filename*=UTF-8''Caf%C3%A9%20A%20B%20-%20Specs.pdf`,
    );
  });

  test('shows a file inline when asked', () => {
    expect(contentDisposition('Proposal.pdf', 'inline')).toBe(`inline; filename="Proposal.pdf"; filename*=UTF-8''Proposal.pdf`);
  });
});
