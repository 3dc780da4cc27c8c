import { PageHeader } from '#client/components/ui/page-header';

/** /v4/jobs/pipelines: Job Pipelines. */
export function Component() {
  return <PageHeader title="Job Pipelines" description="Boards with lanes that move your specbooks from quote to delivery." />;
}
Component.displayName = 'JobPipelinesPage';
