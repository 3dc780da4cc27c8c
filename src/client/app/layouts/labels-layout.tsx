import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame';

/** The labels layout: QR smart-label targets, public and narrow (phone-first). */
export function LabelsLayout() {
  return (
    <PublicFrame narrow>
      <Outlet />
    </PublicFrame>
  );
}
