import { Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconUserEdit } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { invoiceTermsLabel } from '#shared/lib/customer-messages';
import { localeTag, type TLocale } from '#shared/lib/locale';
import { t, useLocale } from '#client/lib/i18n';
import type { TAddress } from '#shared/schemas/customer';
import type { TSpecbookCustomer } from '#shared/schemas/specbook-customer';
import { useSpecbookCustomer } from '../api/specbook-customer';
import { addressOneLine } from '../lib/address-lines';

// The form (customer search, addresses, address form) loads only when the drawer opens (decision 019).
const SpecbookCustomerForm = lazy(() => import('./specbook-customer-form').then((m) => ({ default: m.SpecbookCustomerForm })));

/** One label / value pair of the panel. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0, flex: '1 1 150px' }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" truncate="end">
        {children}
      </Text>
    </Stack>
  );
}

/** A tax rate as the spec shows it ('8.25%', '0.00%' when absent), with the locale's decimal mark. */
function percentIn(value: string | null, locale: TLocale): string {
  return `${new Intl.NumberFormat(localeTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value ?? 0))}%`;
}

function oneLine(address: TAddress | null): string {
  return address ? addressOneLine(address) : '—';
}

/**
 * Props of {@link SpecbookCustomerPanel}; `onChanged` refreshes the page (header, totals);
 * `extra` adds controls of other features beside the button (the app passes the price group's).
 */
export type TSpecbookCustomerPanelProps = {
  userId: number;
  specbookId: number;
  onChanged: () => void;
  extra?: (panel: TSpecbookCustomer) => ReactNode;
};

/**
 * The manage page's customer panel: the specbook's customer, ship-to and bill-to addresses, tax
 * and payment terms, and 'Add customer' / 'Edit customer', which opens the form in a drawer.
 */
export function SpecbookCustomerPanel({ userId, specbookId, onChanged, extra }: TSpecbookCustomerPanelProps) {
  const panel = useSpecbookCustomer(userId, specbookId);
  const [opened, drawer] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  const data = panel.data;
  const customer = data?.customer ?? null;
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="sm" mb="xs" component="section" aria-label={t('Customer')}>
      {!data ? (
        <Loader size="xs" aria-label={t('Loading customer')} />
      ) : (
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="md" align="flex-start" style={{ flex: '1 1 480px', minWidth: 0 }}>
            <Fact label={t('Customer')}>
              {customer ? [customer.name, customer.companyName].filter(Boolean).join(' · ') : t('No customer')}
            </Fact>
            <Fact label={t('Ship to')}>{oneLine(data.shippingAddress)}</Fact>
            <Fact label={t('Bill to')}>{oneLine(data.billingAddress)}</Fact>
            <Fact label={t('Tax')}>{percentIn(data.tax, locale)}</Fact>
            <Fact label={t('Payment terms')}>{t(invoiceTermsLabel(data.paymentTerms)) || '—'}</Fact>
          </Group>
          <Group gap="xs">
            {extra?.(data)}
            <Button size="xs" variant="light" leftSection={<IconUserEdit size={14} />} onClick={drawer.open}>
              {customer ? t('Edit customer') : t('Add customer')}
            </Button>
          </Group>
        </Group>
      )}
      <Drawer opened={opened} onClose={drawer.close} position="right" size={narrow ? '100%' : 480} title={t('Specbook customer')}>
        {opened && data && (
          <Suspense fallback={<Loader size="sm" aria-label={t('Loading form')} />}>
            <SpecbookCustomerForm userId={userId} specbookId={specbookId} panel={data} onChanged={onChanged} onDone={drawer.close} />
          </Suspense>
        )}
      </Drawer>
    </Paper>
  );
}
