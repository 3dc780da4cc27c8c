import { Button, Collapse, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconDownload, IconMessageCircle, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { TSpecView } from '#shared/lib/especbook-display';
import { ESPECBOOK_MESSAGES as M, ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import type { TCategory } from '#shared/schemas/category';
import { toastFailure } from '#client/lib/toasts';
import { decideCategory, useAfterStatusChange, useCategorySpecs, type TCategoryDecision } from '../api/categories';
import { CategoryTotals } from './category-totals';
import { useEspecbook } from './especbook-context';
import { SpecViews } from './spec-views';
import { t } from '#client/lib/i18n';

/** Approve All / Reject All of a category; both hide once one of them has been used (§4.1). */
function CategoryDecisions({ category }: { category: TCategory }) {
  const { userId, specbookId, display } = useEspecbook();
  const after = useAfterStatusChange(userId, specbookId);
  const [decided, setDecided] = useState(false);
  const [busy, setBusy] = useState<TCategoryDecision | null>(null);
  if (!display.allowStatusUpdate || decided) return null;
  const decide = async (decision: TCategoryDecision) => {
    setBusy(decision);
    try {
      const specs = await decideCategory(userId, specbookId, category.id, decision);
      setDecided(true);
      after(category.id, specs);
    } catch (err) {
      toastFailure(err, t(decision === 'approve' ? M.approveCategoryFailed(category.name) : UI.rejectCategoryFailed(category.name)));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button size="xs" leftSection={<IconCheck size={14} />} loading={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>
        {t(M.approveAll)}
      </Button>
      <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} />} loading={busy === 'reject'} disabled={busy !== null} onClick={() => void decide('reject')}>
        {t(M.rejectAll)}
      </Button>
    </Group>
  );
}

/** The category's comments behind a toggle (not for Miscellaneous). */
function CategoryComments({ category }: { category: TCategory }) {
  const { renderComments } = useEspecbook();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (category.isMiscellaneousCategory || category.id === null || !renderComments) return null;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconMessageCircle size={14} />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? t(UI.hideComments) : t(UI.showComments)}
      </Button>
      <Collapse expanded={open} id={id}>
        {open && renderComments({ kind: 'category', categoryId: category.id })}
      </Collapse>
    </Stack>
  );
}

/** The specs of an expanded category. */
function CategorySpecs({ category, view }: { category: TCategory; view: TSpecView }) {
  const { userId, specbookId, mobile } = useEspecbook();
  const specs = useCategorySpecs(userId, specbookId, category.id, true);
  if (specs.isPending) return <Skeleton h={96} radius="md" aria-label={t('Loading specs')} />;
  if (specs.isError) return null;
  if (specs.data.length === 0) {
    return mobile ? (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t(M.emptyCategoryMobile)}
      </Text>
    ) : null;
  }
  return <SpecViews specs={specs.data} view={view} />;
}

/** Props of {@link CategoryBlock}. */
export type TCategoryBlockProps = {
  category: TCategory;
  view: TSpecView;
  onDownloadCategory?: (categoryId: number | null, name: string) => void;
};

/**
 * One category of the e-Specbook (§2.4): 'name (specCount)' with collapse / expand (starts
 * expanded), Approve All / Reject All, Download Category (not in purchase-order mode), its totals,
 * comments, the specs and 'Collapse Category'.
 */
export function CategoryBlock({ category, view, onDownloadCategory }: TCategoryBlockProps) {
  const { purchaseOrderMode } = useEspecbook();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const title = `${category.name} (${category.specCount})`;
  return (
    <Paper component="section" radius="lg" p={{ base: 'sm', sm: 'lg' }} withBorder shadow="xs" aria-label={category.name}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={bodyId} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <IconChevronDown size={20} style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }} aria-hidden />
            <Title order={2} fz={{ base: 18, sm: 20 }}>
              {title}
            </Title>
          </UnstyledButton>
          <CategoryTotals category={category} />
        </Group>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <CategoryDecisions category={category} />
          {!purchaseOrderMode && (
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => onDownloadCategory?.(category.id, category.name)}>
              {t(M.downloadCategory)}
            </Button>
          )}
        </Group>
        <Collapse expanded={open} id={bodyId}>
          {open && (
            <Stack gap="md">
              <CategoryComments category={category} />
              <CategorySpecs category={category} view={view} />
              <Button variant="subtle" size="xs" color="gray" onClick={() => setOpen(false)} style={{ alignSelf: 'center' }}>
                {t(M.collapseCategory)}
              </Button>
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}
