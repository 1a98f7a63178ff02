// The picker loaded on demand: forms that only sometimes take a picture (a review, a report) keep it out
// of their page's first load. Same props as ImagePicker.
import { lazy, Suspense } from 'react';
import type { ImagePickerProps } from './image-picker.tsx';

const ImagePicker = lazy(() => import('./image-picker.tsx').then((module) => ({ default: module.ImagePicker })));

export function LazyImagePicker(props: ImagePickerProps) {
  return (
    <Suspense fallback={<p>{props.label}: loading…</p>}>
      <ImagePicker {...props} />
    </Suspense>
  );
}
