/**
 * Local doubles of the two SMS providers for the server tests: small HTTP servers that speak each one's
 * protocol — Aliyun's signed GET (checks the RPC signature with the configured secret, answers the flat
 * `{Code: 'OK'}`), Tencent's signed POST (checks the TC3 Authorization for its host and timestamp, answers
 * `{Response: {SendStatusSet}}`) — and keep what they were asked to send (the template and its parameters:
 * a code, or a change notice's item). `fail` makes the next answers an error of the provider's own shape.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { aliyunEncode, aliyunSignedQuery } from '../../server/modules/sms/aliyun';
import { tc3Authorization } from '../../server/modules/sms/tencent';

/** One message sent: the number, the template, its parameters, and the code when it is the code template's. */
export type SentSms = { mobile: string; code: string; template: string; params: string[] };

export type SmsDouble = {
  url: string;
  sent: SentSms[];
  /** Answers with this provider error code from now on (null: succeed again). */
  fail(code: string | null): void;
  close(): Promise<void>;
};

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

function double(
  handle: (req: IncomingMessage, text: string, state: { failing: string | null; sent: SentSms[] }) => unknown,
) {
  const state = { failing: null as string | null, sent: [] as SentSms[] };
  const server = createServer((req, res) => {
    void body(req).then((text) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(handle(req, text, state)));
    });
  });
  return listen(server).then((url): SmsDouble => ({
    url,
    sent: state.sent,
    fail: (code) => void (state.failing = code),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }));
}

export function startAliyunDouble(secret: string): Promise<SmsDouble> {
  return double((req, _text, state) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const params = Object.fromEntries([...query].filter(([k]) => k !== 'Signature'));
    const expected = aliyunSignedQuery(params, secret);
    if (expected.split('&')[0] !== `Signature=${aliyunEncode(query.get('Signature') ?? '')}`)
      return {
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched with our calculation.',
      };
    if (state.failing) return { Code: state.failing, Message: 'refused by the double' };
    const given = JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>;
    state.sent.push({
      mobile: params.PhoneNumbers ?? '',
      code: given.code ?? '',
      template: params.TemplateCode ?? '',
      params: Object.values(given),
    });
    return { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'double' };
  });
}

type TencentBody = { PhoneNumberSet: string[]; TemplateId: string; TemplateParamSet: string[] };

export function startTencentDouble(secretId: string, secretKey: string): Promise<SmsDouble> {
  return double((req, text, state) => {
    const expected = tc3Authorization({
      secretId,
      secretKey,
      service: 'sms',
      host: req.headers.host ?? '',
      payload: text,
      timestamp: Number(req.headers['x-tc-timestamp']),
    });
    const refuse = (Code: string) => ({
      Response: { Error: { Code, Message: 'refused' }, RequestId: 'double' },
    });
    if (req.headers.authorization !== expected) return refuse('AuthFailure.SignatureFailure');
    if (req.headers['x-tc-action'] !== 'SendSms') return refuse('InvalidAction');
    if (state.failing) return refuse(state.failing);
    const sent = JSON.parse(text) as TencentBody;
    state.sent.push({
      mobile: sent.PhoneNumberSet[0]!.replace(/^\+86/, ''),
      code: sent.TemplateParamSet[0]!,
      template: sent.TemplateId,
      params: sent.TemplateParamSet,
    });
    return { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'double' } };
  });
}
