/**
 * Settings (/pages/my/settings): the language — Chinese by default, English as a setting — and this
 * device's notifications (NotificationSetting).
 */
import { useState } from 'react';
import { List, ListItem, Navbar, Page } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { LANGS, setLang, storedLang, useT, type Lang } from '../../i18n';
import { NotificationSetting } from './NotificationSetting';

export default function SettingsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [lang, setLocal] = useState<Lang>(storedLang());
  const choose = (l: Lang) => {
    setLang(l);
    setLocal(l);
  };
  return (
    <Page name="settings">
      <Navbar title={t('my.settings')} backLink backLinkUrl="#" onClickBack={() => navigate(-1)} />
      <List strong inset dividers>
        <ListItem groupTitle title={t('settings.language')} />
        {LANGS.map((l) => (
          <ListItem
            key={l}
            radio
            name="lang"
            value={l}
            title={l === 'en' ? t('settings.en') : t('settings.zh')}
            checked={lang === l}
            onChange={() => choose(l)}
          />
        ))}
      </List>
      <NotificationSetting />
    </Page>
  );
}
