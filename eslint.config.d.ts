/** The types of what eslint.config.js exports to the tests (tests/unit/app/layers.test.ts). */
import type { Linter } from 'eslint';

/** Each layer (`target`) and the folders it may never import (`from`), on resolved paths. */
export declare const LAYER_ZONES: { target: string | string[]; from: string[]; message: string }[];

declare const config: Linter.Config[];
export default config;
