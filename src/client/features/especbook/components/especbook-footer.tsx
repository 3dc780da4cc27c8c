import { Button, Group, Paper } from '@mantine/core';
import { IconArrowUp, IconDownload, IconFileText } from '@tabler/icons-react';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { t } from '#client/lib/i18n';

/** Props of {@link EspecbookFooter}. */
export type TEspecbookFooterProps = {
  onDownload?: () => void;
  /** Opens the terms; without an account the button is hidden. */
  onReviewTerms?: () => void;
  hasAccount: boolean;
};

/** The footer (§2.4): Download eSpecbook, Back to Top (smooth scroll), Review Terms & Conditions. */
export function EspecbookFooter({ onDownload, onReviewTerms, hasAccount }: TEspecbookFooterProps) {
  return (
    <Paper component="footer" radius="lg" p="md" withBorder>
      <Group justify="center" gap="sm" wrap="wrap">
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={onDownload}>
          {t(M.footerDownload)}
        </Button>
        <Button variant="default" leftSection={<IconArrowUp size={16} />} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          {t(M.backToTop)}
        </Button>
        {hasAccount && (
          <Button variant="subtle" leftSection={<IconFileText size={16} />} onClick={onReviewTerms}>
            {t(M.reviewTerms)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
