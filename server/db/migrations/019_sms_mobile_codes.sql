-- 019: SMS codes for 账号安全's 更换手机号 (issue #17): a code of purpose 'mobile' is sent to the new number
-- and makes it its user_id's, beside the sign-in codes ('login').
ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check CHECK (purpose IN ('login', 'mobile'));
