/**
 * The SMS providers sign their requests exactly as the providers document it: Aliyun's SendSms example of
 * "HTTP协议及签名" (testId / testSecret, 2017-07-12T02:42:19Z → zJDF+Lrzhj/ThnlvIToysFRq6t4=) and its RPC
 * signature example (DescribeRegions → OLeaidS1JvxuMvnyHOwuJ+uX5qY=); Tencent Cloud's signature v3 example
 * (CVM DescribeInstances at 1551113065 → 72e494ea…), the same TC3 algorithm the SMS call uses.
 */
import { describe, expect, test } from 'vitest';
import { aliyunEncode, aliyunSignedQuery, sendSmsParams } from '../../../server/modules/sms/aliyun';
import { tc3Authorization } from '../../../server/modules/sms/tencent';

describe('Aliyun RPC signature 1.0', () => {
  test("the documented SendSms request is signed to the documented signature, in the documented URL's order", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignedQuery(params, 'testSecret')).toBe(
      'Signature=zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D&AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123' +
        '&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
        '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
        '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
        '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D' +
        '&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
  });

  test('the documented DescribeRegions request is signed to OLeaidS1JvxuMvnyHOwuJ+uX5qY=', () => {
    const query = aliyunSignedQuery(
      {
        AccessKeyId: 'testid',
        Action: 'DescribeRegions',
        Format: 'XML',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
        SignatureVersion: '1.0',
        Timestamp: '2016-02-23T12:46:24Z',
        Version: '2014-05-26',
      },
      'testsecret',
    );
    expect(query.split('&')[0]).toBe(`Signature=${aliyunEncode('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')}`);
  });

  test('percent-encoding leaves only A–Z a–z 0–9 - _ . ~ alone, spaces as %20', () => {
    expect(aliyunEncode("a b*c~d!'()+/=:")).toBe('a%20b%2Ac~d%21%27%28%29%2B%2F%3D%3A');
  });

  test('a code is sent as the template parameter `code`, at the second, JSON answers', () => {
    const config = {
      provider: 'aliyun' as const,
      endpoint: 'https://dysmsapi.aliyuncs.com',
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: '人事系统',
      templateCode: 'SMS_1',
      noticeTemplateCode: null,
      regionId: 'cn-hangzhou',
    };
    const params = sendSmsParams(config, '13800000000', '012345', {
      nowMs: Date.UTC(2026, 10, 26, 1, 2, 3, 456),
      nonce: 'n',
    });
    expect(params).toMatchObject({
      PhoneNumbers: '13800000000',
      TemplateParam: '{"code":"012345"}',
      Timestamp: '2026-11-26T01:02:03Z',
      Format: 'JSON',
    });
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  test("the signature v3 document's example is signed to 72e494ea…", () => {
    const payload = String.raw`{"Limit": 1, "Filters": [{"Values": ["\u672a\u547d\u540d"], "Name": "instance-name"}]}`;
    expect(
      tc3Authorization({
        secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
        secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
        service: 'cvm',
        host: 'cvm.tencentcloudapi.com',
        payload,
        timestamp: 1551113065,
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});
