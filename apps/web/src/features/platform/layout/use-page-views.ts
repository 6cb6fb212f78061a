import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../public-site/page-view';

/** 002 §2.1: after each navigation a page view is tracked; the previous page is its referrer. */
export function usePageViews(): void {
  const location = useLocation();
  const previous = useRef<string>(typeof document === 'undefined' ? '' : document.referrer);
  useEffect(() => {
    trackPageView(previous.current);
    previous.current = window.location.href;
  }, [location.pathname]);
}
