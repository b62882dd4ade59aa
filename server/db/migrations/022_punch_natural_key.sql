-- 022: a punch is one person's tap at one instant of their phone's clock (issue #16). Without our
-- Idempotency-Key (the platform's clients, a JNPF back end's replay missing) a punch sent again must still be
-- stored once: (user_id, device_punched_at) is its natural key. Doubles stored before are folded into the
-- first one received.
DELETE FROM field_punches p
 USING field_punches q
 WHERE p.user_id = q.user_id
   AND p.device_punched_at = q.device_punched_at
   AND (p.received_at, p.id) > (q.received_at, q.id);
CREATE UNIQUE INDEX field_punches_natural_key ON field_punches (user_id, device_punched_at);
