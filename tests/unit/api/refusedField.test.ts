/** A refusal naming a field (`field: message`) is read as that field, only for the fields a form has. */
import { describe, expect, it } from 'vitest';
import { ApiError, refusedField } from '../../../core/net/errors';

describe('refusedField', () => {
  it('reads `field: message` for a field the form has', () => {
    expect(refusedField(new ApiError('http', 'mobile: 该手机号已被占用', 400, 400), ['mobile'])).toEqual({
      field: 'mobile',
      message: '该手机号已被占用',
    });
  });

  it('a field the form lacks, or no field at all, is not one', () => {
    expect(refusedField(new ApiError('http', 'code: 验证码错误', 400, 400), ['mobile'])).toBeNull();
    expect(refusedField(new Error('请求异常，请重试'), ['mobile'])).toBeNull();
  });
});
