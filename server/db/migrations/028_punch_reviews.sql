-- 028: HR's review of a flagged punch (issue #30 item 18): 已核对 (accepted) or 未通过 (rejected, with the
-- reason), by whom and when, kept on the punch itself so the person's own list carries the decision. A punch
-- is decided once; the partial index finds those still waiting.
ALTER TABLE field_punches ADD COLUMN review_state text CHECK (review_state IN ('accepted', 'rejected'));
ALTER TABLE field_punches ADD COLUMN review_reason text NOT NULL DEFAULT '';
ALTER TABLE field_punches ADD COLUMN reviewed_by text REFERENCES users(id);
ALTER TABLE field_punches ADD COLUMN reviewed_at timestamptz;
ALTER TABLE field_punches ADD CONSTRAINT field_punches_review_complete
  CHECK ((review_state IS NULL) = (reviewed_by IS NULL) AND (review_state IS NULL) = (reviewed_at IS NULL));
CREATE INDEX field_punches_review_waiting_idx ON field_punches (punched_at)
  WHERE review_state IS NULL AND flags <> '{}';
