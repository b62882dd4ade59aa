/**
 * The check before a payslip shows (issue #30 item 17): the phone's fingerprint, face or PIN through its
 * platform authenticator when a key is registered here, else (or as well) the sign-in password — or, for an
 * account without one, a code sent to its number — with the offer (unticked: a ward's shared phone has one
 * PIN for all) to register the key on the way, and a way to stop using it. Once passed, the slips stay open
 * while the app is in front, at most 5 minutes (gateOpening.ts).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Block, Button } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserDb } from '../../data';
import { useT } from '../../i18n';
import { networkOnline } from '../../sync';
import { LoginField } from '../auth/LoginField';
import { useReauth } from '../my/security/useReauth';
import { gateOpening } from './gateOpening';
import { usePayslipGate, type PayslipGate as Gate } from './usePayslipGate';

function DeviceKeyButton({ gate }: { gate: Gate }) {
  const t = useT();
  return (
    <>
      <Button fill large type="button" disabled={gate.busy} onClick={() => void gate.byDeviceKey()}>
        {t('payslip.gate.useDeviceKey')}
      </Button>
      {gate.keyError && (
        <p className="payslip-gate-error" role="alert">
          {gate.keyError}
        </p>
      )}
      <Button type="button" small disabled={gate.busy} onClick={() => void gate.forgetDeviceKey()}>
        {t('payslip.gate.forgetDeviceKey')}
      </Button>
      <p className="payslip-gate-or">
        {t(gate.hasPassword ? 'payslip.gate.orPassword' : 'payslip.gate.orCode')}
      </p>
    </>
  );
}

/** The password, or the code to the account's number when it has none. */
function ProofForm({ gate }: { gate: Gate }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [enroll, setEnroll] = useState(false);
  const byCode = useReauth(false, 'payslipCode');
  const canEnroll = gate.platform && gate.keys !== null && !gate.keys.deviceKey;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const register = canEnroll && enroll;
    if (gate.hasPassword) return void gate.byPassword(password, register);
    const proof = byCode.proof();
    if (proof && 'reauthCode' in proof) void gate.byCode(proof.reauthCode, register, byCode.refused);
  };
  return (
    <form onSubmit={submit} noValidate>
      {gate.hasPassword ? (
        <LoginField
          name="payslipPassword"
          label={t('payslip.gate.password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('payslip.gate.passwordPlaceholder')}
          value={password}
          error={gate.passwordError}
          onChange={setPassword}
        />
      ) : (
        byCode.field
      )}
      {canEnroll && (
        <label className="payslip-gate-enroll">
          <input type="checkbox" checked={enroll} onChange={(e) => setEnroll(e.target.checked)} />
          {t('payslip.gate.enroll')}
        </label>
      )}
      <Button fill large type="submit" disabled={gate.busy}>
        {gate.busy ? t('payslip.gate.verifying') : t('payslip.gate.verify')}
      </Button>
    </form>
  );
}

function GateForm({ db }: { db: UserDb }) {
  useSignals();
  const t = useT();
  const gate = usePayslipGate(db, networkOnline.value);
  return (
    <Block strong inset className="payslip-gate">
      <section aria-labelledby="payslip-gate-title">
        <h2 id="payslip-gate-title">{t('payslip.gate.title')}</h2>
        <p className="payslip-gate-note">{t('payslip.gate.note')}</p>
        {gate.platform && gate.keys?.deviceKey && <DeviceKeyButton gate={gate} />}
        <ProofForm gate={gate} />
      </section>
    </Block>
  );
}

/** The children only while the gate is open for this user's database; the check otherwise. */
export function PayslipGate({ db, children }: { db: UserDb; children: ReactNode }) {
  useSignals();
  if (gateOpening.value?.dbName === db.name) return <>{children}</>;
  return <GateForm key={db.name} db={db} />;
}
