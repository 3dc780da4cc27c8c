import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { TSpecbook } from '#shared/schemas/specbook';
import { ContentLoader } from '#client/components/ui/content-loader';
import { t } from '#client/lib/i18n';

// The menu's items, and the dialogs and downloads they start, load when the user first reaches
// for the button (hover, focus or a click), not with the page (docs/decisions/048).
const DocumentsMenuContent = lazy(() => import('./specbook-documents-menu').then((m) => ({ default: m.DocumentsMenuContent })));

/** The menu while its items load: a small loader in the dropdown. */
const LOADING_DROPDOWN = (
  <Menu.Dropdown>
    <ContentLoader label="Loading documents" />
  </Menu.Dropdown>
);

/**
 * The manage page's Documents menu (spec/client-view-and-downloads.md §2.11): the button is part
 * of the page; its items and their dialogs (specbook-documents-menu.tsx) are fetched on the first
 * hover, focus or opening, so a menu opened at once shows a loader until they are in.
 */
export function SpecbookDocumentsMenu({ specbook }: { specbook: TSpecbook }) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <Menu position="bottom-end" withinPortal onOpen={want}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} />}
          rightSection={<IconChevronDown size={14} />}
          onPointerEnter={want}
          onFocus={want}
        >
          {t('Documents')}
        </Button>
      </Menu.Target>
      {wanted ? (
        <Suspense fallback={LOADING_DROPDOWN}>
          <DocumentsMenuContent specbook={specbook} />
        </Suspense>
      ) : (
        LOADING_DROPDOWN
      )}
    </Menu>
  );
}
