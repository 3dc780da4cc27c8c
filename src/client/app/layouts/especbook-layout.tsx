import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame';

/** The e-Specbook layout: public (token in the query), no side menu. */
export function EspecbookLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
