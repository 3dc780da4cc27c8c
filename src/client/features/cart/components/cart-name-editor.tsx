import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ZRenameCart, type TCart } from '#shared/schemas/cart';
import { useRenameCart } from '../api/rename-cart';
import { CART_UI } from '../lib/cart-ui';
import { t } from '#client/lib/i18n';

/** The cart's name: the edit icon turns it into an input; Enter or the check mark saves it. */
export function CartNameEditor({ userId, cart }: { userId: number; cart: TCart }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(cart.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameCart(userId, cart.id);

  const startEditing = () => {
    setName(cart.name);
    setError(null);
    setEditing(true);
  };
  const save = () => {
    const parsed = ZRenameCart.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    rename.mutate(parsed.data.name, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <Group gap={4} wrap="nowrap">
        <Text fw={700} truncate="end">
          {cart.name}
        </Text>
        <ActionIcon variant="subtle" color="gray" aria-label={CART_UI.editName} onClick={startEditing}>
          <IconPencil size={16} />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      <TextInput
        size="xs"
        style={{ flex: 1 }}
        aria-label={CART_UI.cartName}
        value={name}
        error={error && t(error)}
        autoFocus
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') setEditing(false);
        }}
      />
      <ActionIcon variant="light" color="teal" size={30} aria-label={CART_UI.saveName} onClick={save} loading={rename.isPending}>
        <IconCheck size={16} />
      </ActionIcon>
    </Group>
  );
}
