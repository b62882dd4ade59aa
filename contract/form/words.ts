/**
 * The words every form shares, in Chinese and English, in one place each: the platform's system fields
 * (title, bill number, urgency, who applies from where and when) that leave, the HR forms and the server's
 * flow templates all label; a form's issues (the app's `form.error.*` and `form.validator.*` strings) and its
 * halves of a day (`form.half.*`, which the server's messages name too).
 * Both i18n catalogues spread them in, and the server names a refused field with the Chinese ones.
 */

/**
 * The system fields' labels. `applyDate` is 申请日期: the spec names no label for it, and the field, the
 * flow templates and the server's own message (申请日期无效) all call it a date (it was 申请时间 in the app).
 */
export const SYSTEM_FIELD_WORDS = {
  zh: {
    flowTitle: '流程标题',
    billNo: '单据编号',
    flowUrgent: '紧急程度',
    applyUser: '申请人',
    applyDept: '申请部门',
    applyPost: '申请岗位',
    applyDate: '申请日期',
  },
  en: {
    flowTitle: 'Title',
    billNo: 'Bill number',
    flowUrgent: 'Urgency',
    applyUser: 'Applicant',
    applyDept: 'Department',
    applyPost: 'Post',
    applyDate: 'Date applied',
  },
};

export type SystemField = keyof typeof SYSTEM_FIELD_WORDS.zh;

export const FORM_WORDS = {
  zh: {
    half: { morning: '上午', afternoon: '下午', of: '{{label}}（上午/下午）' },
    error: {
      fill: '请填写{{label}}',
      choose: '请选择{{label}}',
      pattern: '{{label}}：{{message}}',
      validator: '{{label}}：{{message}}',
      number: '{{label}}须为数字',
      min: '{{label}}不能小于 {{min}}',
      max: '{{label}}不能大于 {{max}}',
      precision: '{{label}}最多 {{precision}} 位小数',
      maxlength: '{{label}}最多 {{max}} 个字',
      limit: '{{label}}最多 {{limit}} 个文件',
      range: '{{label}}：结束不能早于开始',
      order: '{{label}}不能早于{{other}}',
      same: '{{label}}不能与{{other}}相同',
    },
    validator: {
      mobile: '请输入正确的手机号码',
      email: '请输入正确的邮箱地址',
      url: '请输入正确的网址',
      idCard: '请输入正确的身份证号码',
      carPlate: '请输入正确的车牌号',
      amount: '请输入正确的金额，最多两位小数',
      digits: '只能输入数字',
      chinese: '只能输入中文',
      letters: '只能输入字母',
      landline: '请输入正确的座机号码，如 010-12345678',
      code: '请输入正确的验证码',
      json: '请输入正确的 JSON 字符串',
    },
  },
  en: {
    half: { morning: 'AM', afternoon: 'PM', of: '{{label}} (AM/PM)' },
    error: {
      fill: 'Please fill in {{label}}',
      choose: 'Please choose {{label}}',
      pattern: '{{label}}: {{message}}',
      validator: '{{label}}: {{message}}',
      number: '{{label}} must be a number',
      min: '{{label}} must be at least {{min}}',
      max: '{{label}} must be at most {{max}}',
      precision: '{{label}} allows at most {{precision}} decimal places',
      maxlength: '{{label}} allows at most {{max}} characters',
      limit: '{{label}} allows at most {{limit}} files',
      range: '{{label}}: the end must not be before the start',
      order: '{{label}} must not be before {{other}}',
      same: '{{label}} must differ from {{other}}',
    },
    validator: {
      mobile: 'enter a valid mobile number',
      email: 'enter a valid e-mail address',
      url: 'enter a valid web address',
      idCard: 'enter a valid ID card number',
      carPlate: 'enter a valid car plate',
      amount: 'enter a valid amount, at most two decimals',
      digits: 'digits only',
      chinese: 'Chinese characters only',
      letters: 'letters only',
      landline: 'enter a valid landline, e.g. 010-12345678',
      code: 'enter a valid code',
      json: 'enter a valid JSON string',
    },
  },
};
