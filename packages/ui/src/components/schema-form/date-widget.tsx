import Skeleton from '@mui/material/Skeleton';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// The picker and its date library weigh tens of kB: they load with the first date field shown.
const FrenchDatePicker = lazy(() => import('./french-date-picker.js'));

/** rjsf's widget for `format: date`: the French date picker instead of the browser's input. */
export function DateWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
      <FrenchDatePicker {...props} />
    </Suspense>
  );
}
