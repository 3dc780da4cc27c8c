import { Stack, Table, Text } from '@mantine/core';
import { DATA_REQUEST_DETAILS } from '#shared/lib/support-messages';
import type { TDataRequest, TSupportRequest } from '#shared/schemas/support';
import { RequestStatusSelect } from './request-status-select';
import { localeTag } from '#shared/lib/locale';
import { t, useLocale } from '#client/lib/i18n';

function When({ iso }: { iso: string }) {
  const locale = useLocale();
  return (
    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
      {new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))}
    </Text>
  );
}

/** The requesting account, and the signed-in user's e-mail when it is worth showing. */
function Account({ name, email }: { name: string; email: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      {email && (
        <Text size="xs" c="dimmed">
          {email}
        </Text>
      )}
    </Stack>
  );
}

/** Support requests as rows: when, who (name, e-mail, phone), account, message, status. */
export function SupportRequestsTable({ userId, rows }: { userId: number; rows: TSupportRequest[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('Received')}</Table.Th>
            <Table.Th>{t('From')}</Table.Th>
            <Table.Th>{t('Account')}</Table.Th>
            <Table.Th>{t('Comments / Questions')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>
                <When iso={r.createdAt} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{r.name}</Text>
                  <Text size="xs" c="dimmed">
                    <a href={`mailto:${r.emailAddress}`}>{r.emailAddress}</a>
                  </Text>
                  {r.phoneNumber && (
                    <Text size="xs" c="dimmed">
                      {r.phoneNumber}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Account name={r.accountName} email={r.userEmail} />
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.userMessage}
                </Text>
              </Table.Td>
              <Table.Td>
                <RequestStatusSelect userId={userId} kind="support" id={r.id} status={r.status} label={t('Status of support request {id}', { id: r.id })} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Data Fetch requests as rows: when, manufacturer and model, details asked for, contact, account, notes, status. */
export function DataRequestsTable({ userId, rows }: { userId: number; rows: TDataRequest[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('Received')}</Table.Th>
            <Table.Th>{t('Product')}</Table.Th>
            <Table.Th>{t('Request Details')}</Table.Th>
            <Table.Th>{t('Contact')}</Table.Th>
            <Table.Th>{t('Notes/Comments')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>
                <When iso={r.createdAt} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {r.productModel}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.manufacturerName}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {DATA_REQUEST_DETAILS.filter((d) => r.requestDetails[d.key]).map((d) => (
                    <Text key={d.key} size="xs" fw={500} c="teal.8" style={{ whiteSpace: 'nowrap' }}>
                      {t(d.label)}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="xs">
                    <a href={`mailto:${r.contactEmail}`}>{r.contactEmail}</a>
                  </Text>
                  <Account name={r.accountName} email={r.userEmail === r.contactEmail ? null : r.userEmail} />
                </Stack>
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.requestNotes ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <RequestStatusSelect userId={userId} kind="data" id={r.id} status={r.status} label={t('Status of data request {id}', { id: r.id })} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
