import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { hardNavigate } from '#client/lib/navigation';
import { openEspecbookQueryOptions, type TEspecbookViewer } from '../api/open-especbook';
import { t } from '#client/lib/i18n';

/** The login page that brings the viewer back to this e-Specbook (without its spent token). */
export function loginRedirectUrl(pathname = window.location.pathname): string {
  return `/login?redirect=${encodeURIComponent(pathname)}`;
}

/**
 * Opens the e-Specbook before its page renders (docs/decisions/028): exchanges `token` (a team
 * member's link) or uses the tab's session (a seller, or a QR viewer), then renders `children`
 * with the user id for `/api/v4/user/{userId}/…` paths and whether the viewer is public. When
 * that fails (401, no session), the browser goes to /login?redirect={path}.
 */
export function EspecbookAccessGate({
  specbookId,
  token,
  children,
}: {
  specbookId: number;
  token: string | null;
  children: (viewer: TEspecbookViewer) => ReactNode;
}) {
  const access = useQuery(openEspecbookQueryOptions(specbookId, token));
  useEffect(() => {
    if (access.isError) hardNavigate(loginRedirectUrl());
  }, [access.isError]);
  if (access.data) return <>{children(access.data)}</>;
  return (
    <Center mih={240} role="status" aria-label={t('Opening the e-Specbook')}>
      <Loader />
    </Center>
  );
}
