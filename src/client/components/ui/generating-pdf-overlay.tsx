import { Loader, Overlay, Progress, Stack, Text } from '@mantine/core';
import { ESPECBOOK_PDF } from '#shared/lib/especbook-messages';
import { t } from '#client/lib/i18n';

/** Props of {@link GeneratingPdfOverlay}. */
export type TGeneratingPdfOverlayProps = {
  /** 0–100 when the steps are known (a PDF job); absent, the bar runs without an end. */
  progress?: number;
  /** What is happening now, under the bar (e.g. 'Building the document…'). */
  step?: string;
};

/**
 * The full-screen 'Generating PDF' overlay of spec §2.4, shown while any PDF is being made: a
 * spinner, the title and a progress bar (the job's stage, or a running bar for a direct download).
 * Every PDF download uses this one overlay.
 */
export function GeneratingPdfOverlay({ progress, step }: TGeneratingPdfOverlayProps) {
  const known = progress !== undefined;
  return (
    <Overlay fixed blur={2} zIndex={400} center>
      <Stack align="center" gap="xs" role="status" aria-live="polite" w={280} maw="80vw" data-testid="generating-pdf">
        <Loader color="white" />
        <Text c="white" fw={600}>
          {t(ESPECBOOK_PDF.generating)}
        </Text>
        <Progress
          w="100%"
          size="sm"
          radius="xl"
          value={known ? progress : 100}
          striped={!known || progress < 100}
          animated
          aria-label={t(ESPECBOOK_PDF.generating)}
          transitionDuration={400}
        />
        {step && (
          <Text c="white" size="sm">
            {t(step)}
          </Text>
        )}
      </Stack>
    </Overlay>
  );
}
