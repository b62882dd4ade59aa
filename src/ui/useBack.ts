/**
 * Back one screen, or to `fallback` when this screen was the first the app opened (a deep link, a
 * reload): never out of the app to whatever page the browser showed before it.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, location.key, fallback]);
}
