import { Box, Text } from '@mantine/core';
import { MESSAGES, PRODUCT_NAME } from '#shared/lib/messages';
import { t } from '#client/lib/i18n';

/** Height of the admin banner in px: one line on wide screens, two lines on phones. */
export const ADMIN_BANNER_HEIGHT = { wide: 28, narrow: 40 } as const;

/** Red banner shown to platform administrators (ROLE_SPECBOOKS_ADMIN): their actions are global. */
export function AdminBanner({ narrow = false }: { narrow?: boolean }) {
  return (
    <Box
      role="alert"
      bg="red.8"
      c="white"
      h={narrow ? ADMIN_BANNER_HEIGHT.narrow : ADMIN_BANNER_HEIGHT.wide}
      px="sm"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}
    >
      <Text size="xs" fw={700} lts={0.4} ta="center" lh={1.3} lineClamp={narrow ? 2 : 1}>
        {t(MESSAGES.adminBanner(PRODUCT_NAME))}
      </Text>
    </Box>
  );
}
