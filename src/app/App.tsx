/**
 * The app shell: Framework7 App (theme colours of spec §9, dark mode off) around react-router in
 * history mode. Framework7's own View/router are deliberately not used (TOOLCHAIN.md).
 */
import { App as F7App, f7 } from 'framework7-react';
import { f7init } from 'framework7-react/shared/f7.js';
import { onLangChange, t } from '../i18n';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { nameBackLinks } from './backLinkNames';
import { THEME_COLORS } from './themeColors';

const F7_PARAMS = {
  name: '人事系统',
  theme: 'auto',
  darkMode: false,
  colors: THEME_COLORS,
  toast: { closeTimeout: 1500 },
} as const;

/** Framework7's own dialog buttons follow the app language (确定 / 取消, or OK / Cancel). */
const dialogButtons = () => ({ buttonOk: t('app.confirm'), buttonCancel: t('app.cancel') });
onLangChange(() => {
  if (f7?.params) f7.params.dialog = { ...f7.params.dialog, ...dialogButtons() };
});
nameBackLinks();

/** Builds Framework7 before the first render, so a cheap phone does it in a task of its own. */
export function buildFramework7(): void {
  f7init(null, { ...F7_PARAMS, dialog: dialogButtons() }, false);
}

export function App() {
  return (
    <F7App {...F7_PARAMS} dialog={dialogButtons()}>
      <BrowserRouter>
        <div className="view view-main view-init safe-areas">
          <AppRoutes />
        </div>
      </BrowserRouter>
    </F7App>
  );
}
