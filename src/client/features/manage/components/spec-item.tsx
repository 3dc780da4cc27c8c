import { Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { richTextToPlain } from '#shared/lib/rich-text';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { t } from '#client/lib/i18n';
import { translateCss, useSortableItem } from '../lib/dnd-runtime';
import { DragGrip } from './drag-grip';
import { roomKey } from '../lib/rooms';
import { useManage } from './manage-context';
import { LineTotal, PriceFields, QtyInput } from './price-fields';
import { SpecActionsMenu } from './spec-actions-menu';
import { OverstockBadge } from '#client/components/ui/overstock-badge';
import { SpecCommentBadge } from './spec-comment-count';
import { ProductImage } from '#client/components/ui/product-image';
import { StatusSelect } from './status-control';

/** dnd-kit data carried by a sortable spec. */
export type TSpecDragData = { type: 'spec'; spec: TSpecSpecbook; container: string };

/**
 * The name, 'archived' marker and manufacturer / model / finish line of a spec, and with
 * `descriptionLine` (the useThirdLineDescription flag, decision 083) a third line: the start of
 * its description (the whole of it on hover).
 */
function SpecTitle({ spec, descriptionLine = false }: { spec: TSpecSpecbook; descriptionLine?: boolean }) {
  const description = descriptionLine && spec.description ? richTextToPlain(spec.description) : '';
  const facts = [spec.manufacturerName, spec.modelNumber && t('Model {model}', { model: spec.modelNumber }), spec.finishName && t('Finish: {finish}', { finish: spec.finishName })]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box miw={0}>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm" lineClamp={2}>
          {spec.name}
        </Text>
        {spec.archived && (
          <Tooltip label={t('archived')}>
            <Badge size="xs" color="gray" variant="light" leftSection={<IconArchive size={10} />} tabIndex={0}>
              {t('Archived')}
            </Badge>
          </Tooltip>
        )}
        {spec.isOptional && (
          <Badge size="xs" variant="outline" color="grape">
            {t('Optional')}
          </Badge>
        )}
        {spec.overstock && <OverstockBadge />}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {facts}
      </Text>
      {description && (
        <Text size="xs" lineClamp={1} title={description} data-spec-description>
          {description}
        </Text>
      )}
    </Box>
  );
}

/** Quantity, status and line total of a card. */
function CardControls({ spec }: { spec: TSpecSpecbook }) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <QtyInput spec={spec} />
      <StatusSelect spec={spec} />
      <Box ml="auto">
        <LineTotal spec={spec} />
      </Box>
    </Group>
  );
}

/**
 * A spec as a card: image, details, quantity, status, total and the six price fields. On a
 * phone the controls take the card's full width below the image and title.
 */
function SpecCard({ spec, handle }: { spec: TSpecSpecbook; handle: ReactNode }) {
  const { SpecDocuments, descriptionLine } = useManage();
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const controls = (
    <>
      <CardControls spec={spec} />
      <PriceFields spec={spec} layout="card" />
    </>
  );
  return (
    <Paper withBorder p="sm" radius="md" aria-label={spec.name} role="article">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {handle}
        <ProductImage src={spec.imageName} alt={spec.name} size={narrow ? 64 : 100} />
        <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <SpecTitle spec={spec} descriptionLine={descriptionLine} />
            <Group gap={4} wrap="nowrap">
              {SpecDocuments && <SpecDocuments spec={spec} />}
              <SpecCommentBadge spec={spec} />
              <SpecActionsMenu spec={spec} />
            </Group>
          </Group>
          {!narrow && controls}
        </Stack>
      </Group>
      {narrow && (
        <Stack gap={8} mt="sm">
          {controls}
        </Stack>
      )}
    </Paper>
  );
}

/** Column widths of the list view, shared by its header and its rows. */
export const LIST_COLUMNS = { handle: 28, image: 48, title: 240, qty: 64, status: 182, total: 96, comments: 44, documents: 28, menu: 28 } as const;

/** A spec as one dense row of the list view. */
function SpecRow({ spec, handle }: { spec: TSpecSpecbook; handle: ReactNode }) {
  const { SpecDocuments, descriptionLine } = useManage();
  return (
    <Group
      wrap="nowrap"
      gap={8}
      px="xs"
      py={6}
      bg="white"
      role="article"
      aria-label={spec.name}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', minWidth: 'max-content' }}
    >
      <Box w={LIST_COLUMNS.handle}>{handle}</Box>
      <ProductImage src={spec.imageName} alt={spec.name} size={LIST_COLUMNS.image} />
      <Box w={LIST_COLUMNS.title}>
        <SpecTitle spec={spec} descriptionLine={descriptionLine} />
      </Box>
      <QtyInput spec={spec} compact />
      <Box w={LIST_COLUMNS.status}>
        <StatusSelect spec={spec} />
      </Box>
      <PriceFields spec={spec} layout="list" />
      <Box w={LIST_COLUMNS.total}>
        <LineTotal spec={spec} />
      </Box>
      <Box w={LIST_COLUMNS.comments}>
        <SpecCommentBadge spec={spec} />
      </Box>
      {SpecDocuments && (
        <Box w={LIST_COLUMNS.documents}>
          <SpecDocuments spec={spec} />
        </Box>
      )}
      <SpecActionsMenu spec={spec} />
    </Group>
  );
}

/** One spec of a room, sortable by drag and drop (when drag and drop is on). */
export const SortableSpec = memo(function SortableSpec({ spec }: { spec: TSpecSpecbook }) {
  const { view, dragEnabled } = useManage();
  const data: TSpecDragData = { type: 'spec', spec, container: roomKey(spec.categoryID) };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortableItem({
    id: spec.joinID,
    data,
    disabled: !dragEnabled,
  });
  const style: CSSProperties = {
    transform: translateCss(transform),
    transition,
    opacity: isDragging ? 0.4 : 1,
  };
  const handle = dragEnabled ? <DragGrip label={t('Drag {spec}', { spec: spec.name })} grip={{ setActivatorNodeRef, attributes, listeners }} /> : null;
  return (
    <div ref={setNodeRef} style={style}>
      {view === 'list' ? <SpecRow spec={spec} handle={handle} /> : <SpecCard spec={spec} handle={handle} />}
    </div>
  );
});

/** What the drag overlay shows while a spec is carried. */
export function SpecDragPreview({ spec }: { spec: TSpecSpecbook }) {
  return (
    <Paper withBorder shadow="lg" p="xs" radius="md" maw={420}>
      <Group wrap="nowrap" gap="sm">
        <ProductImage src={spec.imageName} alt="" size={48} />
        <SpecTitle spec={spec} />
      </Group>
    </Paper>
  );
}
