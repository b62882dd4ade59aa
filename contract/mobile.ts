/**
 * A mainland mobile number (spec §5: 1, then 3–9, then 9 digits), in a module of its own so the sign-in
 * calls can check it without the form engine's validators.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
