import { UpcomingFeature } from '#client/components/ui/upcoming-feature';

/** /v4/jobs/pipelines: Job Pipelines (built with the job pipelines and collaboration issue). */
export function Component() {
  return (
    <UpcomingFeature
      title="Job Pipelines"
      description="Boards with lanes that move your specbooks from quote to delivery."
      offers={[
        'Boards with lanes for your stages, such as quoted, approved, ordered and installed.',
        'Every specbook as a card with its customer, value, approved share, dates and open alerts.',
        'Cards moved between lanes by drag and drop or with the keyboard.',
      ]}
      meanwhile={[{ label: 'Filter your specbooks by status on the Specbooks page', to: '/' }]}
    />
  );
}
Component.displayName = 'JobPipelinesPage';
