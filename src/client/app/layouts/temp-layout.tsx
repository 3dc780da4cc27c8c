import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** The temp layout: a bare page without header or menu (login, specbook preview). */
export function TempLayout() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Outlet />
    </Box>
  );
}
