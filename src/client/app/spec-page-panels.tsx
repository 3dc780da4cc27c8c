import { Paper } from '@mantine/core';
import { SpecCollaboration } from '#client/features/collaboration/components/spec-collaboration';
import { SpecSellersPanel } from '#client/features/sellers/components/spec-sellers-panel';
import { NotesSection } from '#client/features/notes/components/notes-section';

/** Props of {@link SpecPagePanels}. */
export type TSpecPagePanelsProps = {
  userId: number;
  specbookId: number;
  joinId: number;
  /** The catalogue spec behind the specbook's spec (once it has loaded): its sellers are shown. */
  specId?: number;
};

/**
 * The panels other features add below a spec's More Options page (the route renders them next to
 * the manage feature's page; features do not import each other): its tags and comments, and the
 * sellers of its catalogue spec with their map, and the company's notes on that catalogue spec.
 */
export function SpecPagePanels({ userId, specbookId, joinId, specId }: TSpecPagePanelsProps) {
  return (
    <>
      <SpecCollaboration userId={userId} specbookId={specbookId} joinId={joinId} />
      {specId !== undefined && (
        <>
          <Paper withBorder radius="md" p="md" mt="md" maw={1100}>
            <NotesSection userId={userId} target={{ parent: 'specs', parentId: specId }} />
          </Paper>
          <Paper withBorder radius="md" p="md" mt="md" maw={1100}>
            <SpecSellersPanel userId={userId} specId={specId} />
          </Paper>
        </>
      )}
    </>
  );
}
