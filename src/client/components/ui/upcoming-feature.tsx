import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

/** A place a user can go today instead, named by its label and path. */
export type TUpcomingLink = { label: string; to: string };

/** Props of a page whose capability is not built yet. */
export type TUpcomingFeatureProps = {
  title: string;
  description: string;
  /** What the page will offer once its capability lands, one line each. */
  offers: string[];
  /** Where part of the work can be done today. */
  meanwhile?: TUpcomingLink[];
  /** The page to go back to; the specbooks by default. */
  back?: TUpcomingLink;
};

const SPECBOOKS: TUpcomingLink = { label: 'Back to Specbooks', to: '/' };

/**
 * A menu destination that is not built yet: its title, what it will offer, where to go today and a
 * way back, so that a user who opens it from the menu is never left in front of a bare title.
 */
export function UpcomingFeature({ title, description, offers, meanwhile = [], back = SPECBOOKS }: TUpcomingFeatureProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color="teal">
              Planned
            </Badge>
            <Title order={2} fz="lg">
              What this page will offer
            </Title>
          </Group>
          <List spacing={4} size="sm">
            {offers.map((offer) => (
              <List.Item key={offer}>{offer}</List.Item>
            ))}
          </List>
          {meanwhile.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Until then
              </Text>
              <List spacing={4} size="sm">
                {meanwhile.map((link) => (
                  <List.Item key={link.to}>
                    <Anchor component={Link} to={link.to}>
                      {link.label}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group>
            <Button component={Link} to={back.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {back.label}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
