import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from '../support/test';
import { callApi, openRoom, room } from '../support/workspace';
import { expectPageTranslated, expectTranslated, settled, signInPtBr, walkRoutes, type TWalkRoute } from './walk';

/**
 * The pt-BR walk of collaboration and sharing (issue 22 item 6): the groups page and its Create
 * group dialog, Shared with me, and on a specbook of the pt-BR user's own: the Share dialog, the
 * Team, Comments and Notifications drawers (with a member, a comment and a note in them), the
 * activity bell and the Advanced Access lock. The manage page around them belongs to other areas:
 * its dialogs and drawers are checked on their own.
 */
const ROUTES: TWalkRoute[] = [
  { path: '/v4/groups', heading: 'Grupos', shot: 'pt-br-groups' },
  { path: '/v4/shared', heading: 'Compartilhados comigo', shot: 'pt-br-shared' },
];

/** The manage page's dialogs and drawers load their code when first opened: more time on a busy machine. */
const SLOW = { timeout: 30_000 };

const FAUCET = { model: 'AQ-4512-BN', name: 'Vessel Lavatory Faucet' } as const;

/** Everything a user reads or hears inside `scope` (a dialog, drawer or popover), one line each. */
function scopeTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const attributes = ['placeholder', 'aria-label', 'title', 'alt'];
    const named = [root, ...root.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) => attributes.map((a) => el.getAttribute(a) ?? '').filter(Boolean));
    return [...(root as HTMLElement).innerText.split('\n'), ...named].map((line) => line.trim()).filter(Boolean);
  });
}

/** Checks one dialog, drawer or popover is all Portuguese (outside `data`) and screenshots the page. */
async function expectScopeTranslated(page: Page, scope: Locator, data: string[], where: string, shot: string): Promise<void> {
  await settled(page);
  expectTranslated(await scopeTexts(scope), data, where);
  await screenshot(page, shot);
}

/** A new profile and specbook of the user with one room ('Lavabo') holding a catalogue faucet, a team member, a comment and a note. */
async function specbookWithCollaboration(page: Page, stamp: string): Promise<{ id: number; names: string[] }> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const profileName = `Residência Lima ${stamp}`;
  const profile = await callApi<{ id: number }>(page, 'POST', `${u}/profile`, { createProfileRequest: { Profile: { name: profileName } } });
  const name = `Colaboração ${stamp}`;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile.id } } } });
  const base = `${u}/specbook/${book.id}`;
  const roomRow = await callApi<{ id: number }>(page, 'POST', `${base}/categories`, { createSpecbookCategoryRequest: { Category: { name: 'Lavabo' } } });
  const found = await callApi<{ id: number }[]>(page, 'GET', `${u}/specs?searchTerm=${FAUCET.model}`);
  await callApi(page, 'POST', `${base}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: found[0]!.id }, category: { id: roomRow.id }, quantity: 1 } } });
  const member = { name: 'Carla Mendes', emailAddress: `carla.${stamp}@exemplo.com.br`, role: 'Designer', sendEmail: false };
  await callApi(page, 'POST', `${base}/team`, { createTeamMemberRequest: { TeamMember: member } });
  const comment = 'Confirmar o acabamento com a cliente.';
  await callApi(page, 'POST', `${base}/comments`, { createSpecSpecbookCommentRequest: { Comment: { body: comment } } });
  const note = 'Entrega prevista para a próxima semana.';
  await callApi(page, 'POST', `${base}/notifications`, { createNotificationRequest: { Notification: { message: note } } });
  return { id: book.id, names: [profileName, name, member.name, member.emailAddress, 'Designer', comment, note, FAUCET.name, FAUCET.model] };
}

test.describe('pt-BR walk: collaboration and sharing', () => {
  test.use({ locale: 'pt-BR' });

  test('the groups page with its dialogs and Shared with me are in Portuguese', async ({ page }) => {
    test.setTimeout(120_000);
    const data = await signInPtBr(page);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const groupName = `Parceiros ${Date.now().toString(36)}`;
    await callApi(page, 'POST', `/v4/user/${me.id}/groups`, { createGroupRequest: { Group: { name: groupName } } });
    // The group's name is the user's data; 'Trade partners' is the pro-invite group's stored name.
    data.push(groupName, 'Trade partners');

    await walkRoutes(page, ROUTES, data);

    // The groups page's Create group dialog, with the rule's message.
    await page.goto('/v4/groups');
    await expect(page.getByRole('article', { name: `Grupo ${groupName}` })).toBeVisible();
    await expectPageTranslated(page, data, '/v4/groups with a group', 'pt-br-groups-filled');
    await page.getByRole('button', { name: 'Criar grupo' }).click();
    const create = page.getByRole('dialog', { name: 'Criar grupo' });
    await create.getByRole('button', { name: 'Criar', exact: true }).click();
    await expect(create.getByText('Informe o nome do grupo')).toBeVisible();
    await expectPageTranslated(page, data, 'the Create group dialog', 'pt-br-groups-create');
    await page.keyboard.press('Escape');
    // The invite form (nothing is sent).
    await page.getByRole('article', { name: `Grupo ${groupName}` }).getByRole('button', { name: 'Convidar' }).click();
    const invite = page.getByRole('dialog', { name: `Convite para ${groupName}` });
    await invite.getByRole('textbox', { name: 'Endereço de e-mail' }).fill('nao-e-email');
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(invite.getByText('Informe um e-mail válido')).toBeVisible();
    await expectPageTranslated(page, data, 'the invite dialog', 'pt-br-groups-invite');
    await page.keyboard.press('Escape');

    // At 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const route of ROUTES) {
      await page.goto(route.path as string);
      await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible();
      await settled(page);
      await screenshot(page, `${route.shot}-375`);
    }
  });

  test('the Share dialog, the team, comments and notifications drawers, the activity bell and the Advanced Access lock are in Portuguese', async ({ page }) => {
    test.setTimeout(120_000);
    const data = await signInPtBr(page);
    const specbook = await specbookWithCollaboration(page, Date.now().toString(36));
    // The profile, specbook, member, comment, note and catalogue product are the user's data.
    data.push(...specbook.names);

    // The manage page: Share dialog, the drawers, the bell.
    await page.goto(`/v4/specbooks/manage/${specbook.id}`);
    const toolbar = page.getByRole('toolbar', { name: 'Colaboração' });
    // The manage page is the heaviest screen: give its first load more time on a busy machine.
    await expect(toolbar.getByRole('button', { name: 'Equipe' })).toBeVisible(SLOW);
    await expect(toolbar.getByRole('button', { name: 'Comentários' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: /^Notificações/ })).toBeVisible();

    await toolbar.getByRole('button', { name: 'Compartilhar' }).click(SLOW);
    const share = page.getByRole('dialog', { name: 'Compartilhar specbook' });
    await expect(share.getByText('Ainda não compartilhado com ninguém.')).toBeVisible(SLOW);
    await expectScopeTranslated(page, share, data, 'the Share dialog', 'pt-br-share-dialog');
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();

    await toolbar.getByRole('button', { name: 'Equipe' }).click(SLOW);
    const team = page.getByRole('dialog', { name: 'Equipe do e-Specbook' });
    await expect(team.getByRole('listitem', { name: 'Carla Mendes' })).toBeVisible(SLOW);
    await expectScopeTranslated(page, team, data, 'the Team drawer', 'pt-br-team-drawer');
    await team.getByRole('button', { name: 'Adicionar membro' }).click(SLOW);
    const addMember = page.getByRole('dialog', { name: 'Adicionar membro' });
    await addMember.getByRole('button', { name: 'Adicionar membro' }).click();
    await expect(addMember.getByText('Informe o nome')).toBeVisible();
    await expectScopeTranslated(page, addMember, data, 'the Add Team Member dialog', 'pt-br-team-add');
    await addMember.getByRole('button', { name: 'Cancelar' }).click();
    await page.keyboard.press('Escape');
    await expect(team).toBeHidden();

    await toolbar.getByRole('button', { name: 'Comentários' }).click(SLOW);
    const comments = page.getByRole('dialog', { name: 'Comentários sobre este specbook' });
    await expect(comments.getByRole('listitem', { name: /^Comentário de / })).toBeVisible(SLOW);
    await expectScopeTranslated(page, comments, data, 'the Comments drawer', 'pt-br-comments-drawer');
    await page.keyboard.press('Escape');
    await expect(comments).toBeHidden();

    await toolbar.getByRole('button', { name: /^Notificações/ }).click(SLOW);
    const records = page.getByRole('dialog', { name: 'Notificações do specbook' });
    await expect(records.getByText('Entrega prevista para a próxima semana.')).toBeVisible(SLOW);
    await expectScopeTranslated(page, records, data, 'the Notifications drawer', 'pt-br-notifications-drawer');
    await page.keyboard.press('Escape');
    await expect(records).toBeHidden();

    await toolbar.getByRole('button', { name: /^Atividade/ }).click(SLOW);
    const bell = page.getByRole('dialog', { name: 'Atividade' });
    await expect(bell.getByRole('button', { name: 'Atualizar' })).toBeVisible(SLOW);
    await expectScopeTranslated(page, bell, data, 'the activity bell', 'pt-br-activity-bell');
    await page.keyboard.press('Escape');

    // The Advanced Access lock (Harbor's bypass is off in the demo data): its body; the title is the modal registry's.
    await openRoom(page, 'Lavabo');
    await room(page, 'Lavabo').locator('button[aria-label="Unlock advanced pricing"], button[aria-label="Desbloquear preços avançados"]').first().click();
    const lock = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Desbloquear' }) });
    await expect(lock.getByLabel('Código de acesso')).toBeVisible(SLOW);
    await expectScopeTranslated(page, lock.locator('.mantine-Modal-body'), data, 'the Advanced Access lock', 'pt-br-advanced-access');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'pt-br-advanced-access-375');
    await page.keyboard.press('Escape');

    // At 375 px (set above).
    await page.goto(`/v4/specbooks/manage/${specbook.id}`);
    await page.getByRole('toolbar', { name: 'Colaboração' }).getByRole('button', { name: 'Equipe' }).click(SLOW);
    await expect(page.getByRole('dialog', { name: 'Equipe do e-Specbook' }).getByRole('listitem', { name: 'Carla Mendes' })).toBeVisible();
    await screenshot(page, 'pt-br-team-drawer-375');
  });
});
