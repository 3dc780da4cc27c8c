import { ErrorPage } from '#client/components/ui/error-page';

/** Any unknown path: 'This page could not be found' with a link back home. */
export function Component() {
  return <ErrorPage status={404} />;
}
Component.displayName = 'NotFoundPage';
