import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { productSearchTarget } from '../lib/paths';
import { t } from '#client/lib/i18n';

/**
 * The marketplace's product search (spec §2): Enter goes to /v4/specmarket/categories/search/{term}
 * keeping the query, or to /v4/matrix?search={term} from the cart page.
 */
export function ProductSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [term, setTerm] = useState('');
  return (
    <form
      role="search"
      aria-label={t('Marketplace')}
      style={{ flex: '1 1 220px', maxWidth: 480 }}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = term.trim();
        if (trimmed) void navigate(productSearchTarget(pathname, trimmed, search));
      }}
    >
      <TextInput
        size="sm"
        radius="xl"
        aria-label={t('Search products')}
        placeholder={t('Search products, brands, model numbers')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
      />
    </form>
  );
}
