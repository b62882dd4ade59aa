/**
 * Going back from a flow once it is acted on: to the list it was opened from when it was reached by
 * navigating (one step back from the detail, two from the decision screen), else — a deep link, a reload —
 * to that list by address, replacing the screen.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listPathOf, type FlowCategory } from './paths';

interface NavState {
  /** How many history entries back the list is; 0 when the flow was the first screen. */
  listDepth?: number;
}

function listDepthOf(location: { key: string; state: unknown }): number | null {
  const state = location.state as NavState | null;
  if (state && typeof state.listDepth === 'number') return state.listDepth;
  return location.key === 'default' ? null : 1;
}

export function useReturnToList(category: FlowCategory | null): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const depth = listDepthOf(location);
  return useCallback(() => {
    if (depth) void navigate(-depth);
    else void navigate(listPathOf(category), { replace: true });
  }, [navigate, depth, category]);
}

/** Opens a screen over the detail that returns to the list itself (the decision screen). */
export function useOpenOverDetail(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const depth = listDepthOf(location);
  return useCallback(
    (path: string) => void navigate(path, { state: { listDepth: depth ? depth + 1 : 0 } }),
    [navigate, depth],
  );
}

export { useBack } from '../../../ui/useBack';
