import { Button, Divider, Group, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useState } from 'react';
import {
  IMAGES_PER_PAGE,
  canDownloadSpecsPdf,
  changeSpecsPdfOption,
  defaultSpecsPdfOptions,
  specsPdfPayload,
  type TImageDisplay,
  type TImagesPerPage,
  type TOrientation,
  type TSpecsPdfOptions,
  type TSpecsPdfPayload,
} from '#shared/lib/specs-pdf-payload';
import { t } from '#client/lib/i18n';

/** What the viewer's display allows (spec §3 "Display options"). */
export type TDownloadDisplay = { specifications: boolean; listPrice: boolean; salePrice: boolean; modelNumber: boolean };

/** Props of {@link DownloadEspecbookModal}. */
export type TDownloadEspecbookModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Called with the createSpecsPdf payload of §7 when Download is pressed. */
  onDownload: (payload: TSpecsPdfPayload) => void;
  /** The viewer's display: the specifications default, and which price and model toggles are offered. */
  display: TDownloadDisplay;
  /** user.canUsePdfModal: offers the orientation. */
  canUsePdfModal: boolean;
  /** Offer "Customer info" and "Signature line" (hidden on the e-Specbook page, the default). */
  showCustomerOptions?: boolean;
  /** A category's "Download Category": the download covers that one category (null = Miscellaneous); absent for the whole e-Specbook. */
  categoryId?: number | null;
  /** Shown under the title for a category download. */
  categoryName?: string;
  /** The PDF is being made: Download shows a spinner. */
  loading?: boolean;
};

const IMAGE_DISPLAY_LABELS: Record<TImageDisplay, string> = {
  images: 'Images Only',
  imagesWithNames: 'Images with Names',
  imageWithNameAndDescription: 'Images with Name & Description',
};

/** The options and Download; mounted only while the modal is open, so each opening starts from the defaults. */
function DownloadOptions(props: Omit<TDownloadEspecbookModalProps, 'opened'>) {
  const { onClose, onDownload, display, canUsePdfModal, showCustomerOptions = false, categoryId, categoryName, loading = false } = props;
  const [options, setOptions] = useState<TSpecsPdfOptions>(() => defaultSpecsPdfOptions(display.specifications));
  const set = <K extends keyof TSpecsPdfOptions>(key: K, value: TSpecsPdfOptions[K]) => setOptions((o) => changeSpecsPdfOption(o, key, value));
  const toggle = (key: keyof TSpecsPdfOptions, label: string, disabled = false) => (
    <ToggleSwitch label={t(label)} checked={options[key] === true} disabled={disabled} onChange={(e) => set(key, e.currentTarget.checked)} />
  );
  const portfolioOff = !options.includePortfolio;

  return (
    <Stack gap="sm">
      {categoryName && <Text size="sm" c="dimmed">{t('Category: {name}', { name: categoryName })}</Text>}
      {toggle('includePortfolio', 'Include Picture Portfolio')}
      {toggle('includeSpecifications', 'Include Specifications & Info')}
      {toggle('includeInstallation', 'Installation', !options.includeSpecifications)}
      {display.listPrice && toggle('showListPrice', 'List Price', portfolioOff)}
      {display.salePrice && toggle('showSalePrice', 'Sale Price', portfolioOff)}
      {toggle('showQuantity', 'Quantities')}
      {display.modelNumber && toggle('showModelNumber', 'Model #')}
      {showCustomerOptions && toggle('showCustomerInfo', 'Customer Info')}
      {showCustomerOptions && toggle('showSignatureLine', 'Signature Line')}
      <Divider />
      {canUsePdfModal && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="download-orientation">
            {t('Orientation')}
          </Text>
          <SegmentedControl
            aria-labelledby="download-orientation"
            value={options.orientation}
            onChange={(v) => set('orientation', v as TOrientation)}
            data={[
              { value: 'P', label: t('Portrait') },
              { value: 'L', label: t('Landscape') },
            ]}
          />
        </Stack>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="download-per-page">
          {t('Images per page')}
        </Text>
        <SegmentedControl
          aria-labelledby="download-per-page"
          disabled={portfolioOff}
          value={String(options.imagesPerPage)}
          onChange={(v) => set('imagesPerPage', Number(v) as TImagesPerPage)}
          data={IMAGES_PER_PAGE.map(String)}
        />
      </Stack>
      <Radio.Group label={t('Image display')} value={options.imageDisplay} onChange={(v) => set('imageDisplay', v as TImageDisplay)}>
        <Stack gap={6} mt={4}>
          {(Object.keys(IMAGE_DISPLAY_LABELS) as TImageDisplay[]).map((value) => (
            <Radio key={value} value={value} label={t(IMAGE_DISPLAY_LABELS[value])} disabled={portfolioOff} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button disabled={!canDownloadSpecsPdf(options)} loading={loading} onClick={() => onDownload(specsPdfPayload(options, categoryId))}>
          {t('Download')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The Download e-Specbook modal (spec §2.9): every option with its default; Download is
 * disabled with neither the picture portfolio nor the specifications; the portfolio off turns
 * the list and sale prices off and disables them; the specifications off turn installation off.
 * Price and model toggles appear only when the viewer's display allows them (decision 029).
 */
export function DownloadEspecbookModal({ opened, ...rest }: TDownloadEspecbookModalProps) {
  return (
    <Modal opened={opened} onClose={rest.onClose} title={rest.categoryId !== undefined ? t('Download Category') : t('Download e-Specbook')} size="md" closeButtonProps={{ 'aria-label': t('Close') }}>
      <DownloadOptions {...rest} />
    </Modal>
  );
}
