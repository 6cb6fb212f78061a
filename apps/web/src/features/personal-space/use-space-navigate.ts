import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { menuTarget } from './space-menu';

/**
 * Choosing a menu entry by key (002 §2.3): navigate by the key's route name, or a supplied name, with an
 * optional query. Pages use it too (the job list opens a job's detail by name).
 */
export function useSpaceNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (key: string, options: { name?: string; query?: Record<string, string> } = {}) => {
      const target = menuTarget(key, options);
      if (target !== undefined) void navigate(target);
    },
    [navigate],
  );
}
