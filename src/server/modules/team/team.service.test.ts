import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '#server/lib/context';
import { createTestServer, type TestServer } from '#server/test/server';
import { serviceContextOf, specbookNamed, sqlCount } from '#server/modules/notifications/collab-test-kit';
import { invitationMail } from './team-mail';
import { addTeamMember, especbookLink, newMemberToken } from './team.service';

let t: TestServer;
let ctx: ServiceContext;
let specbookId: number;

beforeAll(async () => {
  t = await createTestServer();
  ctx = await serviceContextOf(t, 'seller@specfolio.test');
  specbookId = (await specbookNamed(t, 'Patel Kitchen Lighting')).id;
});
afterAll(() => t.close());

describe('team service', () => {
  it('adds nobody when the invitation cannot be sent', async () => {
    const before = await sqlCount(t, 'team_members');
    const failing = { send: () => Promise.reject(new Error('smtp down')) };
    await expect(
      addTeamMember(ctx, { mailer: failing, publicUrl: 'https://specs.example' }, specbookId, { name: 'R Patel', emailAddress: 'r.patel@example.com', sendEmail: true }),
    ).rejects.toThrow('smtp down');
    expect(await sqlCount(t, 'team_members')).toBe(before);
  });

  it('builds links on the configured public URL with fresh tokens', async () => {
    const sent: string[] = [];
    const mailer = { send: async (m: { text: string }) => (sent.push(m.text), { messageId: '<x@test>' }) };
    const member = await addTeamMember(ctx, { mailer, publicUrl: 'https://specs.example/' }, specbookId, {
      name: 'R Patel',
      emailAddress: 'r.patel@example.com',
      sendEmail: true,
    });
    expect(member.links.especbook).toMatch(new RegExp(`^https://specs\\.example/v4/especbook/${specbookId}\\?token=[A-Za-z0-9_-]{32}$`));
    expect(sent[0]).toContain(member.links.especbook);
    expect(newMemberToken()).not.toBe(newMemberToken());
    expect(especbookLink('http://h', 3, 'a+b')).toBe('http://h/v4/especbook/3?token=a%2Bb');
  });

  it('escapes names in the HTML invitation', () => {
    const mail = invitationMail({
      to: { name: 'Ann "<b>"', email: 'ann@example.com' },
      senderName: 'Maya',
      companyName: 'A & B',
      specbookName: '<script>',
      link: 'https://x/v4/especbook/1?token=t',
    });
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.to).toBe('"Ann <b>" <ann@example.com>');
    expect(mail.subject).toBe('A & B shared the e-Specbook "<script>" with you');
  });
});
