-- 020: DingTalk sign-in (issue #17). Which DingTalk user (the corp's `userid`, as getuserinfo answers it)
-- signs in as which account: one DingTalk user per account and one account per DingTalk user, made with a
-- fresh DingTalk code by the signed-in account itself, and when. Removing the account removes its binding.
CREATE TABLE ding_bindings (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  ding_user_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
