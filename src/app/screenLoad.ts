/**
 * How a screen's code is loaded: a Loader imports its component; a feature's words, when it has its own,
 * are fetched alongside and added to i18next before the first render. The words of the two features with
 * both a tab and later screens are named here, once.
 */
import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType<{ title: string }> };
export type Loader = () => Promise<ScreenModule>;
export type Words = () => Promise<{ addFeatureWords: () => void }>;

/** A screen whose feature brings its own words: both fetched, the words added before the first render. */
export const withWords =
  (load: Loader, words: Words): Loader =>
  async () => {
    const [screen, feature] = await Promise.all([load(), words()]);
    feature.addFeatureWords();
    return screen;
  };

export const workflowWords: Words = () => import('../features/workflow/words');
export const messagesWords: Words = () => import('../features/messages/words');
