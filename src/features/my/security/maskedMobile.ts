/** 138****5678: enough to recognise one's own number over a shoulder on a shared ward phone, not to read it. */
export const maskedMobile = (mobile: string): string =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
