import { Badge, Box, Button, Drawer, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconMessageCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { TSpecView } from '#shared/lib/especbook-display';
import { ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import { formatMoney, formatNumber } from '#shared/lib/money';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { ProductImage } from '#client/components/ui/product-image';
import { toastFailure } from '#client/lib/toasts';
import { setSpecStatus, useAfterStatusChange } from '../api/categories';
import { DEBUG_FLAG, isFlagOn } from '../lib/debug-flags';
import { useEspecbook } from './especbook-context';
import { t, useLocale } from '#client/lib/i18n';

/** The spec's status as a coloured badge. */
export function StatusBadge({ status }: { status: TSpecSpecbook['status'] }) {
  return (
    <Badge variant="light" color={status.hexColor || 'gray'} radius="sm" size="sm">
      {t(status.name)}
    </Badge>
  );
}

/** Approve / Reject of one spec, when the viewer may update statuses. */
function SpecDecision({ spec }: { spec: TSpecSpecbook }) {
  const { userId, specbookId, display } = useEspecbook();
  const after = useAfterStatusChange(userId, specbookId);
  const [busy, setBusy] = useState<'approved' | 'rejected' | null>(null);
  if (!display.allowStatusUpdate) return null;
  const decide = async (value: 'approved' | 'rejected') => {
    setBusy(value);
    try {
      await setSpecStatus(userId, specbookId, spec.joinID, value);
      after(spec.categoryID);
    } catch (err) {
      toastFailure(err, t(UI.specStatusFailed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        variant={spec.status.value === 'approved' ? 'filled' : 'light'}
        color="teal"
        leftSection={<IconCheck size={14} />}
        loading={busy === 'approved'}
        disabled={spec.status.value === 'approved'}
        onClick={() => void decide('approved')}
        aria-label={t('Approve {name}', { name: spec.name })}
      >
        {t(UI.approve)}
      </Button>
      <Button
        size="compact-sm"
        variant={spec.status.value === 'rejected' ? 'filled' : 'light'}
        color="red"
        leftSection={<IconX size={14} />}
        loading={busy === 'rejected'}
        disabled={spec.status.value === 'rejected'}
        onClick={() => void decide('rejected')}
        aria-label={t('Reject {name}', { name: spec.name })}
      >
        {t(UI.reject)}
      </Button>
    </Group>
  );
}

/**
 * The unit prices the display allows: the sale price, and the list price beside it (struck
 * through when both show and the sale price is lower; left out when both show and they are equal).
 */
function SpecPrices({ spec, align = 'left' }: { spec: TSpecSpecbook; align?: 'left' | 'right' }) {
  const { display } = useEspecbook();
  const locale = useLocale();
  if (!display.listPrice && !display.salePrice) return null;
  const both = display.listPrice && display.salePrice;
  const showList = display.listPrice && !(both && spec.price.list === spec.price.sale);
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      {showList && (
        <Text size={both ? 'xs' : 'md'} fw={both ? 400 : 700} c={both ? 'dimmed' : undefined} td={both ? 'line-through' : undefined} aria-label={t('List price')}>
          {formatMoney(spec.price.list, locale)}
        </Text>
      )}
      {display.salePrice && (
        <Text size="md" fw={700} aria-label={t(UI.salePrice)}>
          {formatMoney(spec.price.sale, locale)}
        </Text>
      )}
    </Stack>
  );
}

/** Name, manufacturer and, when the display shows model numbers, the model number and description; the ids with `?debug=true`. */
function SpecText({ spec }: { spec: TSpecSpecbook }) {
  const { display, debugFlags } = useEspecbook();
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} lineClamp={2}>
        {spec.name}
      </Text>
      <Text size="sm" c="dimmed">
        {spec.manufacturerName}
      </Text>
      {display.modelNumber && (
        <Text size="xs" c="dimmed" ff="monospace">
          {t(UI.model)} {spec.modelNumber}
        </Text>
      )}
      {display.specifications && spec.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {spec.description}
        </Text>
      )}
      {isFlagOn(debugFlags, DEBUG_FLAG) && (
        <Text size="xs" c="dimmed" ff="monospace" data-testid="spec-debug-ids">
          {t('Spec ID {specId} · Join ID {joinId}', { specId: spec.specID, joinId: spec.joinID })}
        </Text>
      )}
    </Stack>
  );
}

/** The spec's comments button (its count) that opens the comments drawer. */
function CommentsButton({ spec, onOpen }: { spec: TSpecSpecbook; onOpen: () => void }) {
  return (
    <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconMessageCircle size={14} />} onClick={onOpen} aria-label={t('Comments on {name}', { name: spec.name })}>
      {spec.commentCount}
    </Button>
  );
}

/** One spec as a row of the list view. */
function SpecRow({ spec, onComments }: { spec: TSpecSpecbook; onComments?: () => void }) {
  const locale = useLocale();
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={spec.name}>
      <Group gap="md" wrap="wrap" align="center">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 300px', minWidth: 0 }}>
          <ProductImage src={spec.imageName} alt={spec.name} size={72} />
          <Box style={{ minWidth: 0 }}>
            <SpecText spec={spec} />
          </Box>
        </Group>
        <Stack gap={4} align="flex-end" style={{ flex: '0 0 auto', marginLeft: 'auto' }}>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t(UI.qty)} {formatNumber(spec.qty, locale)}
            </Text>
            <SpecPrices spec={spec} align="right" />
          </Group>
          <Group gap={6} wrap="nowrap">
            <StatusBadge status={spec.status} />
            {onComments && <CommentsButton spec={spec} onOpen={onComments} />}
          </Group>
          <SpecDecision spec={spec} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** One spec as a card of the card view. */
function SpecCard({ spec, onComments }: { spec: TSpecSpecbook; onComments?: () => void }) {
  const locale = useLocale();
  return (
    <Paper component="li" withBorder radius="lg" p="md" aria-label={spec.name} style={{ display: 'flex', flexDirection: 'column' }}>
      <Box pos="relative" mb="sm" style={{ display: 'flex', justifyContent: 'center' }}>
        <ProductImage src={spec.imageName} alt={spec.name} size={180} />
        <Box pos="absolute" top={0} left={0}>
          <StatusBadge status={spec.status} />
        </Box>
      </Box>
      <SpecText spec={spec} />
      <Group justify="space-between" align="flex-end" mt="sm" style={{ marginTop: 'auto' }} pt="sm">
        <SpecPrices spec={spec} />
        <Text size="sm" c="dimmed">
          {t(UI.qty)} {formatNumber(spec.qty, locale)}
        </Text>
      </Group>
      <Group justify="space-between" mt="sm" gap={6}>
        <SpecDecision spec={spec} />
        {onComments && <CommentsButton spec={spec} onOpen={onComments} />}
      </Group>
    </Paper>
  );
}

/** The specs of a category in list or card view, with the comments drawer of one spec (when the page has comments). */
export function SpecViews({ specs, view }: { specs: TSpecSpecbook[]; view: TSpecView }) {
  const { renderComments } = useEspecbook();
  const [commentsOf, setCommentsOf] = useState<TSpecSpecbook | null>(null);
  // Without a comments panel (a QR label reader: no comments, decision 038) there is no button either.
  const onComments = (spec: TSpecSpecbook) => (renderComments ? () => setCommentsOf(spec) : undefined);
  const items = specs.map((spec) =>
    view === 'card' ? (
      <SpecCard key={spec.joinID} spec={spec} onComments={onComments(spec)} />
    ) : (
      <SpecRow key={spec.joinID} spec={spec} onComments={onComments(spec)} />
    ),
  );
  return (
    <>
      {view === 'card' ? (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} data-view="card">
          {items}
        </SimpleGrid>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-view="list">
          {items}
        </Stack>
      )}
      <Drawer opened={commentsOf !== null} onClose={() => setCommentsOf(null)} position="right" title={commentsOf ? t('Comments: {name}', { name: commentsOf.name }) : ''}>
        {commentsOf && renderComments?.({ kind: 'spec', joinId: commentsOf.joinID })}
      </Drawer>
    </>
  );
}
