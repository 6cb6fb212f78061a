import { spacePath } from '@topoforge/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Opens a personal-space page by its §2.3 route name, with an optional query. */
export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (name: string, query?: Record<string, string>) => {
      const path = spacePath(name, query);
      if (path !== undefined) void navigate(path);
    },
    [navigate],
  );
}
