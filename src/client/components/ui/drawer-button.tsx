import { Button, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Props of {@link DrawerButton}. */
export type TDrawerButtonProps = {
  label: string;
  icon: ReactNode;
  /** The drawer's title (its accessible name). */
  title: string;
  /** The drawer's content, rendered only while it is open (a lazily loaded panel loads on first open). */
  children: () => ReactNode;
};

/** A small toolbar button that opens a right-hand drawer (full width on a phone). */
export function DrawerButton({ label, icon, title, children }: TDrawerButtonProps) {
  const [opened, drawer] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button size="xs" variant="default" leftSection={icon} onClick={drawer.open}>
        {label}
      </Button>
      <Drawer opened={opened} onClose={drawer.close} position="right" size={narrow ? '100%' : 480} title={title}>
        {opened && children()}
      </Drawer>
    </>
  );
}
