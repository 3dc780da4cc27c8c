import { canUse } from '#shared/lib/access';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import { FeatureNotEnabled } from '#client/components/ui/feature-not-enabled';
import { useCurrentSession } from '#client/lib/current-session';
import { PipelinesPage } from '#client/features/pipelines/components/pipelines-page';

/** /v4/jobs/pipelines: job pipelines boards (black header, set by the layout), behind useJobPipelines (spec §6). */
export function Component() {
  const { user } = useCurrentSession();
  if (!canUse(user, 'jobPipelines')) {
    return <FeatureNotEnabled title="Job Pipelines" message={M.notEnabled} />;
  }
  return <PipelinesPage userId={user.id} />;
}
Component.displayName = 'JobPipelinesPage';
