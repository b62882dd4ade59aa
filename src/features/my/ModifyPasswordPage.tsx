/**
 * 修改密码 (/pages/my/modifyPsd, issue #17): the current password, the new one twice, and the policy shown as
 * the new one is typed (length, character classes, not the account, not a common password — contract
 * password.ts — and, checked by the server, not one of the last five). An account without a password
 * (issue #28) proves itself by a code to its current number instead of the current password. On success
 * every other session of the account ends and this one stays, and every session is told. A refusal is said
 * under the field the server names.
 */
import { useState } from 'react';
import { Block, BlockTitle, Button, List, Navbar, Page } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import {
  PASSWORD_CLASSES,
  PASSWORD_HISTORY,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordIssues,
  type PasswordRule,
} from '../../../contract/password';
import { modifyPassword } from '../../api/password';
import { refusedField } from '../../../core/net/errors';
import type { Proof } from '../../api/reauth';
import { useT } from '../../i18n';
import { session } from '../../session/session';
import { networkOnline } from '../../sync';
import { LabelledInput } from '../../ui/LabelledInput';
import { toast } from '../../ui/toast';
import { useReauth } from './security/useReauth';
import { listWaysIn } from './security/waysInApi';
import { useLiveRead } from './useLiveRead';
import './my.css';

type Field = 'oldPassword' | 'password' | 'confirm';
type Errors = Partial<Record<Field, string>>;

const RULES: readonly PasswordRule[] = ['length', 'classes', 'account', 'common'];

/** The server's `field: message` refusal, put under its field (the old password's when it names none). */
function refusalOf(err: unknown): Errors {
  const named = refusedField(err, ['oldPassword', 'password'] as const);
  return named
    ? { [named.field]: named.message }
    : { oldPassword: err instanceof Error ? err.message : String(err) };
}

/** What the device can check before sending: filled in, the policy kept, typed twice alike. */
function checked(
  values: Record<Field, string>,
  { account, hasPassword }: { account: string; hasPassword: boolean },
  t: ReturnType<typeof useT>,
): Errors {
  return {
    oldPassword: values.oldPassword || !hasPassword ? undefined : t('password.oldRequired'),
    password: passwordIssues(values.password, account).length > 0 ? t('password.policyBroken') : undefined,
    confirm: values.confirm === values.password ? undefined : t('password.confirmMismatch'),
  };
}

function PolicyList({ plain, account }: { plain: string; account: string }) {
  const t = useT();
  const broken = new Set(passwordIssues(plain, account));
  const words: Record<PasswordRule, string> = {
    length: t('password.ruleLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
    classes: t('password.ruleClasses', { n: PASSWORD_CLASSES }),
    account: t('password.ruleAccount'),
    common: t('password.ruleCommon'),
  };
  return (
    <ul className="password-rules" aria-live="polite" data-testid="password-rules">
      {RULES.map((rule) => {
        const met = plain !== '' && !broken.has(rule);
        return (
          <li key={rule} className={met ? 'is-met' : undefined} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '·'}</span> {words[rule]}
          </li>
        );
      })}
      <li>
        <span aria-hidden="true">·</span> {t('password.ruleHistory', { n: PASSWORD_HISTORY })}
      </li>
    </ul>
  );
}

export default function ModifyPasswordPage() {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const account = session.value?.userInfo.userAccount ?? '';
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  // Which proof the change asks for: the current password unless the server says the account has none.
  const { live } = useLiveRead(listWaysIn, networkOnline.value);
  const hasPassword = live.state !== 'shown' || live.value.hasPassword;
  const byCode = useReauth(false);

  async function submit() {
    const next = checked(values, { account, hasPassword }, t);
    setErrors(next);
    const old: Proof | null = hasPassword ? { password: values.oldPassword } : byCode.proof();
    if (Object.values(next).some(Boolean) || !old) return;
    if (!navigator.onLine) return setErrors({ oldPassword: t('password.offline') });
    setBusy(true);
    try {
      await modifyPassword(old, values.password);
      toast(t('password.done'));
      navigate(-1);
    } catch (err) {
      if (hasPassword || !byCode.refused(err)) setErrors(refusalOf(err));
    } finally {
      setBusy(false);
    }
  }

  const input = (field: Field, label: string, placeholder: string, autoComplete: string) => (
    <LabelledInput
      label={label}
      type="password"
      name={field}
      autocomplete={autoComplete}
      placeholder={placeholder}
      value={values[field]}
      onInput={set(field)}
      errorMessage={errors[field]}
      errorMessageForce={Boolean(errors[field])}
    />
  );

  return (
    <Page name="modifyPsd">
      <Navbar title={t('route.my.modifyPsd')} backLink backLinkUrl="#" onClickBack={() => navigate(-1)} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {!hasPassword && (
          <Block strong inset>
            {byCode.field}
          </Block>
        )}
        <List strong inset dividers>
          {hasPassword &&
            input('oldPassword', t('password.old'), t('password.oldPlaceholder'), 'current-password')}
          {input('password', t('password.new'), t('password.newPlaceholder'), 'new-password')}
          {input('confirm', t('password.confirm'), t('password.confirmPlaceholder'), 'new-password')}
        </List>
        <BlockTitle>{t('password.policy')}</BlockTitle>
        <PolicyList plain={values.password} account={account} />
        <Block>
          <Button fill large type="submit" disabled={busy}>
            {busy ? t('password.saving') : t('password.submit')}
          </Button>
        </Block>
      </form>
    </Page>
  );
}
