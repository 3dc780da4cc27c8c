import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { ErrorPage } from '#client/components/ui/error-page';
import { ApiError } from '#client/lib/api-client';
import { CART_UI } from '../lib/cart-ui';
import { t } from '#client/lib/i18n';

/** What a cart page shows when its data cannot be read: not found (404, another account's cart too), else 'Could not load cart'. */
export function CartLoadFailed({ error, notFound = 'Cart not found' }: { error: unknown; notFound?: string }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <ErrorPage
        status={404}
        fullPage={false}
        notFound={{ heading: t(notFound), detail: t('It does not exist or is not yours.') }}
        back={{ to: '/v4/specmarket', label: CART_UI.backToMarketplace }}
      />
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t(M.loadCartFailed)}>
      <Text size="sm">
        <Anchor component={Link} to="/v4/specmarket">
          {CART_UI.backToMarketplace}
        </Anchor>
      </Text>
    </Alert>
  );
}

/** What a cart route without a cart id shows: 'Cart feature needs a specbook id to load data from'. */
export function CartNeedsId() {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t(M.cartNeedsId)}>
      <Anchor component={Link} to="/v4/specmarket" size="sm">
        {CART_UI.backToMarketplace}
      </Anchor>
    </Alert>
  );
}
