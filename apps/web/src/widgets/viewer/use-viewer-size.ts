import { useEffect, useState } from 'react';
import type { ViewerSize, ViewerStep } from './viewer-settings';
import { viewerSize } from './viewer-settings';

/** The viewer size for the step at the current window width, following window resizes. */
export function useViewerSize(step: ViewerStep): ViewerSize {
  const [screenWidth, setScreenWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = (): void => setScreenWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewerSize(step, screenWidth);
}
