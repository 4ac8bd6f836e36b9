import { Outlet } from 'react-router';
import { HeadlessFrame } from './headless-frame.js';

/** A centred card, for sign-in and the pages around it. */
export function HeadlessLayout() {
  return (
    <HeadlessFrame>
      <Outlet />
    </HeadlessFrame>
  );
}
