/**
 * Types for framework7-react's own start-up door (shipped untyped): building the Framework7 instance before
 * the first render lets the app do it in a task of its own (src/boot.tsx).
 */
declare module 'framework7-react/shared/f7.js' {
  /** Builds the app's Framework7 instance (`init` false: it attaches to its element at App's mount). */
  export function f7init(rootEl: HTMLElement | null, params?: object, init?: boolean): void;
}
