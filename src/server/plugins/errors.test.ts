import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { MESSAGES } from '#shared/lib/messages';
import { fieldFromPath, registerErrorHandling } from './errors';

describe('fieldFromPath', () => {
  it('drops the operation and resource keys of an envelope', () => {
    expect(fieldFromPath('/createSpecbookRequest/Specbook/name')).toBe('name');
    expect(fieldFromPath('/updateSpecbookCategoryRequest/Category/name')).toBe('name');
    expect(fieldFromPath('/createSpecbookRequest/Specbook/profile/id')).toBe('profile.id');
  });

  it('keeps plain paths and answers null for the whole body', () => {
    expect(fieldFromPath('/email')).toBe('email');
    expect(fieldFromPath('')).toBeNull();
  });
});

describe('registerErrorHandling: a foreign key violation', () => {
  /** An app whose only route fails with a PostgreSQL error wrapped as Drizzle wraps it. */
  async function failingWith(cause: { code: string; detail: string }) {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post('/write', async () => {
      throw Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('violates foreign key constraint'), cause) });
    });
    const res = await app.inject({ method: 'POST', url: '/write' });
    await app.close();
    return res;
  }

  it('answers 404 when the referenced record vanished (a concurrent delete)', async () => {
    const res = await failingWith({ code: '23503', detail: 'Key (spec_specbook_id)=(27) is not present in table "spec_specbooks".' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
  });

  it('stays a 500 without details for a delete of a record still referenced', async () => {
    const res = await failingWith({ code: '23503', detail: 'Key (id)=(3) is still referenced from table "comments".' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('comments');
  });
});
