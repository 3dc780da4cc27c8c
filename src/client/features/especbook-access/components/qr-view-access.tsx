import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { saveViewerToken } from '#client/lib/auth-storage';
import { hardNavigate } from '#client/lib/navigation';
import { fetchQrViewToken } from '../api/especbook-access';
import { loginRedirectUrl } from './especbook-access-gate';
import { t } from '#client/lib/i18n';

/**
 * The QR view (spec §2.3): /v4/matrix?qrSpecbookID={id} without a stored token fetches the
 * specbook's view token, keeps it as this tab's token and opens /v4/especbook/{id}; on failure
 * (QR access off, unknown specbook) the browser goes to the login page.
 */
export function QrViewAccess({ specbookId }: { specbookId: number }) {
  const navigate = useNavigate();
  const viewToken = useQuery({
    queryKey: ['especbook-access', 'qr', specbookId] as const,
    queryFn: () => fetchQrViewToken(specbookId),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (viewToken.data) {
      saveViewerToken(viewToken.data);
      void navigate(`/v4/especbook/${specbookId}`, { replace: true });
    } else if (viewToken.isError) {
      hardNavigate(loginRedirectUrl(`${window.location.pathname}${window.location.search}`));
    }
  }, [viewToken.data, viewToken.isError, navigate, specbookId]);
  return (
    <Center mih={240} role="status" aria-label={t('Opening the e-Specbook')}>
      <Loader />
    </Center>
  );
}
