/** Launch (`/`, `/pages/launch/index`): with a stored token go to the tabs, else to the login page. */
import { Navigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { HOME_PATH, LOGIN_PATH } from '../../../contract/appPaths';
import { session } from '../../session/session';

export default function LaunchPage() {
  useSignals();
  return <Navigate to={session.value ? HOME_PATH : LOGIN_PATH} replace />;
}
