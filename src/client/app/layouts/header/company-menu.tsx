import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconBox,
  IconChevronDown,
  IconDatabaseImport,
  IconEye,
  IconHeadset,
  IconLogout,
  IconPhone,
  IconPlus,
  IconSettings,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TAccount, TUser } from '#shared/schemas/user';
import { openNamedModal } from '#client/lib/modals';
import { especbookPath, manageSpecbookPath } from '#client/lib/specbook-route';
import { CALL_US_LABEL, SUPPORT_TEL_HREF } from '#client/lib/support';
import { t } from '#client/lib/i18n';

/** Props of the company menu. */
export type TCompanyMenuProps = {
  user: TUser;
  account: TAccount;
  /** Id of the specbook open on the current page, if any. */
  specbookId: number | null;
  /** Text colour of the trigger (depends on the header tone). */
  color: string;
  onLogout: () => void;
};

/**
 * The company logo in the header (a placeholder avatar without logoURL) opens this menu
 * (spec §2 "Header"): Add, Support, and the open specbook's pages.
 */
export function CompanyMenu({ user, account, specbookId, color, onLogout }: TCompanyMenuProps) {
  const navigate = useNavigate();
  // The company account is the one place for the company's name and logo (docs/decisions/021).
  const company = account.name || (user.companyName ?? '');
  const logo = account.logoURL ?? user.logoURL;
  const open = (name: string) => openNamedModal(name, {}, { isPro: user.hasProRole });

  return (
    <Menu position="bottom-end" width={260} offset={6}>
      <Menu.Target>
        <UnstyledButton aria-label={t('{company} menu', { company })} style={{ borderRadius: 'var(--mantine-radius-md)' }} p={4}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={logo} alt={t('{name} logo', { name: company })} name={company} color="initials" radius="md" size={34} />
            <Text size="sm" fw={600} c={color} visibleFrom="md" maw={160} truncate="end">
              {company}
            </Text>
            <IconChevronDown size={14} color={color} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Label>{t('Add')}</Menu.Label>
        <Menu.Item leftSection={<IconBox size={16} />} onClick={() => open('create-spec')}>
          {t('Add Product')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => open('create-specbook-new')}>
          {t('Add Specbook')}
        </Menu.Item>
        <Menu.Label>{t('Support')}</Menu.Label>
        <Menu.Item component="a" href={SUPPORT_TEL_HREF} leftSection={<IconPhone size={16} />}>
          {t(CALL_US_LABEL)}
        </Menu.Item>
        {!user.hasProRole && (
          <Menu.Item leftSection={<IconDatabaseImport size={16} />} onClick={() => open('data-request')}>
            {t('Data Fetch')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconHeadset size={16} />} onClick={() => open('support-request')}>
          {t('Customer Support Request')}
        </Menu.Item>
        {specbookId !== null && (
          <>
            <Menu.Label>{t('Specbook')}</Menu.Label>
            <Menu.Item leftSection={<IconBook size={16} />} onClick={() => navigate(manageSpecbookPath(specbookId))}>
              {t('Manage SpecBook')}
            </Menu.Item>
            <Menu.Item leftSection={<IconEye size={16} />} onClick={() => navigate(especbookPath(specbookId))}>
              {t('View e-SpecBook')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => navigate('/v4/account')}>
          {t('Account Settings')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={onLogout}>
          {t('Log Out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
