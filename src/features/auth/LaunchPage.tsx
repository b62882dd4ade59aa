/**
 * Launch (`/`, `/pages/launch/index`): with a stored token go to the tabs, else to sign in (inside DingTalk,
 * the password-free page).
 */
import { Navigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { HOME_PATH } from '../../../contract/appPaths';
import { signInPath } from '../../session/session';
import { session } from '../../session/session';

export default function LaunchPage() {
  useSignals();
  return <Navigate to={session.value ? HOME_PATH : signInPath()} replace />;
}
