/** Spec §5 generic validators and the VALIDATORS table of the form engine. */
import { describe, expect, it } from 'vitest';
import {
  isAmount,
  isCarPlate,
  isChinese,
  isCode,
  isDigits,
  isEmail,
  isIdCard,
  isJson,
  isLandline,
  isLetters,
  isMobile,
  isUrl,
  validate,
  VALIDATORS,
} from '../../../contract/form/validators';

/** ISO 7064 MOD 11-2, computed the iterative way (independent of the weight table in the code). */
function mod112(first17: string): string {
  let p = 0;
  for (const ch of first17) p = ((p + Number(ch)) * 2) % 11;
  const check = (12 - p) % 11;
  return check === 10 ? 'X' : String(check);
}
const withCheck = (first17: string): string => first17 + mod112(first17);
const wrongCheck = (first17: string): string => first17 + (mod112(first17) === '0' ? '1' : '0');

describe('mobile number: 1, then 3-9, then 9 digits', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (v) => expect(isMobile(v)).toBe(true));
  it('second digit must be 3-9', () => {
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('10800138000')).toBe(false);
  });
  it('must start with 1', () => expect(isMobile('23800138000')).toBe(false));
  it('exactly 11 digits', () => {
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380001')).toBe(false);
  });
  it('no letters, spaces or +86 prefix', () => {
    expect(isMobile('1380013800a')).toBe(false);
    expect(isMobile(' 13800138000')).toBe(false);
    expect(isMobile('+8613800138000')).toBe(false);
  });
  it('a number value is checked by its digits', () => expect(isMobile(13800138000)).toBe(true));
  it('null, undefined and objects never pass', () => {
    expect(isMobile(null)).toBe(false);
    expect(isMobile(undefined)).toBe(false);
    expect(isMobile({})).toBe(false);
  });
});

describe('e-mail', () => {
  it.each(['a@example.com', 'a.b+c@example.com.cn', 'nurse_01@sub-domain.hospital.org'])('accepts %s', (v) =>
    expect(isEmail(v)).toBe(true),
  );
  it.each(['a@b', 'a@@b.com', '.a@b.com', 'a..b@c.com', 'a@-b.com', 'a b@c.com', 'a@b.c', '@b.com', 'a@'])(
    'rejects %s',
    (v) => expect(isEmail(v)).toBe(false),
  );
});

describe('url', () => {
  it.each(['https://example.com', 'http://localhost:8080/a?b=1#c', 'https://例子.中国/路径'])(
    'accepts %s',
    (v) => expect(isUrl(v)).toBe(true),
  );
  it('the scheme is required', () => expect(isUrl('example.com')).toBe(false));
  it('only http and https', () => {
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('javascript:alert(1)')).toBe(false);
  });
  it('a host is required', () => {
    expect(isUrl('http://')).toBe(false);
    expect(isUrl('https:///path')).toBe(false);
  });
  it('no whitespace', () => expect(isUrl('http://exa mple.com')).toBe(false));
  it('an unparsable host is rejected', () => expect(isUrl('http://exa%mple.com')).toBe(false));
});

describe('national ID card', () => {
  it('accepts the GB 11643 sample numbers', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('440524188001010014')).toBe(false); // born 1880: before the 1900 floor
  });
  it('accepts 18 characters whose check digit is the GB 11643 checksum', () => {
    for (const first17 of ['33010619900307123', '44030420000229456', '51010219851015001']) {
      expect(isIdCard(withCheck(first17))).toBe(true);
    }
  });
  it('rejects a wrong check character', () => {
    expect(isIdCard(wrongCheck('33010619900307123'))).toBe(false);
    expect(isIdCard('110105194912310021')).toBe(false);
  });
  it('a lower-case x check character is accepted', () => expect(isIdCard('11010519491231002x')).toBe(true));
  it('the birth date must be a real date', () => {
    expect(isIdCard(withCheck('33010619900230123'))).toBe(false);
    expect(isIdCard(withCheck('33010619901301123'))).toBe(false);
    expect(isIdCard(withCheck('33010620230229123'))).toBe(false);
    expect(isIdCard(withCheck('33010620240229123'))).toBe(true);
  });
  it('the area code cannot start with 0', () => expect(isIdCard(withCheck('03010619900307123'))).toBe(false));
  it('accepts the old 15-digit form with a real 19yy birth date', () => {
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('110105490231002')).toBe(false);
  });
  it('15-digit form is digits only', () => expect(isIdCard('11010549123100X')).toBe(false));
  it('other lengths are rejected', () => {
    expect(isIdCard('1101051949123100')).toBe(false);
    expect(isIdCard('11010519491231002X1')).toBe(false);
  });
});

describe('car plate', () => {
  it.each(['京A12345', '粤B1234学', '沪C1234警', '浙AD1234', '川A0B9C8'])(
    'accepts the 7-character plate %s',
    (v) => expect(isCarPlate(v)).toBe(true),
  );
  it.each(['沪AD12345', '粤BFA1234', '京A12345D', '苏EA12345'])(
    'accepts the 8-character new-energy plate %s',
    (v) => expect(isCarPlate(v)).toBe(true),
  );
  it('I and O are not plate letters', () => {
    expect(isCarPlate('京AI2345')).toBe(false);
    expect(isCarPlate('京AO2345')).toBe(false);
  });
  it('must start with a province character and a letter', () => {
    expect(isCarPlate('A京12345')).toBe(false);
    expect(isCarPlate('京112345')).toBe(false);
  });
  it('lower-case letters are rejected', () => expect(isCarPlate('京a12345')).toBe(false));
  it('6 or 9 characters are rejected', () => {
    expect(isCarPlate('京A1234')).toBe(false);
    expect(isCarPlate('京AD123456')).toBe(false);
  });
  it('8 characters must follow the new-energy shape', () => {
    expect(isCarPlate('京A12345X')).toBe(false);
    expect(isCarPlate('京AD1A234')).toBe(false);
  });
});

describe('amount with up to 2 decimals', () => {
  it.each(['0', '0.5', '12.34', '100', '0.05'])('accepts %s', (v) => expect(isAmount(v)).toBe(true));
  it('three decimals are too many', () => expect(isAmount('1.234')).toBe(false));
  it('no negative amounts', () => expect(isAmount('-1')).toBe(false));
  it('no leading zeros, bare points or separators', () => {
    for (const v of ['01', '1.', '.5', '1,000', '']) expect(isAmount(v)).toBe(false);
  });
  it('a number value is checked by its decimal text', () => {
    expect(isAmount(12.5)).toBe(true);
    expect(isAmount(0.1 + 0.2)).toBe(false);
  });
});

describe('digits only', () => {
  it('accepts digits, including leading zeros', () => expect(isDigits('0123')).toBe(true));
  it('rejects empty, signs, points and full-width digits', () => {
    for (const v of ['', '-1', '1.0', '１２']) expect(isDigits(v)).toBe(false);
  });
});

describe('Chinese characters', () => {
  it('accepts Han characters, including rare ones used in names', () => {
    expect(isChinese('张三')).toBe(true);
    expect(isChinese('𠮷野')).toBe(true);
  });
  it('rejects mixed text, spaces, punctuation and empty', () => {
    for (const v of ['张三a', '张 三', '，', '']) expect(isChinese(v)).toBe(false);
  });
});

describe('letters', () => {
  it('accepts ASCII letters of either case', () => expect(isLetters('abcXYZ')).toBe(true));
  it('rejects digits, accents and empty', () => {
    for (const v of ['abc1', 'é', '']) expect(isLetters(v)).toBe(false);
  });
});

describe('landline area code-number', () => {
  it.each(['010-12345678', '0571-1234567', '021-8765432'])('accepts %s', (v) =>
    expect(isLandline(v)).toBe(true),
  );
  it('the hyphen is required', () => expect(isLandline('01012345678')).toBe(false));
  it('the area code starts with 0 and has 3 or 4 digits', () => {
    expect(isLandline('110-1234567')).toBe(false);
    expect(isLandline('00571-1234567')).toBe(false);
    expect(isLandline('01-1234567')).toBe(false);
  });
  it('the number has 7 or 8 digits', () => {
    expect(isLandline('010-123456')).toBe(false);
    expect(isLandline('010-123456789')).toBe(false);
  });
});

describe('numeric code of given length', () => {
  it('defaults to 6 digits', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
  });
  it('honours a given length', () => {
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
  });
  it('digits only', () => expect(isCode('12345a')).toBe(false));
  it('a length that is not a positive integer never matches', () => {
    expect(isCode('', 0)).toBe(false);
    expect(isCode('12', 2.5)).toBe(false);
    expect(isCode('1', -1)).toBe(false);
  });
});

describe('JSON string', () => {
  it.each(['{"a":1}', '[]', '[1,{"b":[2]}]', ' {} '])('accepts %s', (v) => expect(isJson(v)).toBe(true));
  it.each(['{a:1}', '', '123', '"x"', 'null', 'true', "{'a':1}"])('rejects %s', (v) =>
    expect(isJson(v)).toBe(false),
  );
  it('only strings are JSON strings', () => expect(isJson({ a: 1 })).toBe(false));
});

describe('VALIDATORS table', () => {
  it('holds all twelve validators', () => {
    expect(Object.keys(VALIDATORS).sort()).toEqual(
      [
        'mobile',
        'email',
        'url',
        'idCard',
        'carPlate',
        'amount',
        'digits',
        'chinese',
        'letters',
        'landline',
        'code',
        'json',
      ].sort(),
    );
  });
  it('every rule has a Chinese error message', () => {
    for (const rule of Object.values(VALIDATORS)) expect(rule.message).toMatch(/\p{Script=Han}/u);
  });
  it('the mobile message is 请输入正确的手机号码', () => {
    expect(VALIDATORS.mobile.message).toBe('请输入正确的手机号码');
  });
  it('each entry tests with its predicate', () => {
    expect(VALIDATORS.mobile.test('13800138000')).toBe(true);
    expect(VALIDATORS.landline.test('13800138000')).toBe(false);
    expect(VALIDATORS.idCard.test('11010519491231002X')).toBe(true);
  });
  it('the code entry takes the length as its parameter', () => {
    expect(VALIDATORS.code.test('1234', 4)).toBe(true);
    expect(VALIDATORS.code.test('1234')).toBe(false);
  });
  it('validate returns null for a valid value and the message otherwise', () => {
    expect(validate('mobile', '13800138000')).toBeNull();
    expect(validate('mobile', '123')).toBe('请输入正确的手机号码');
    expect(validate('code', '12', 2)).toBeNull();
  });
});
