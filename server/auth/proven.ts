/**
 * The key to every write of a way in (issue #28): a session whose person has just proven it is them. Only
 * proof.ts makes one; the repositories that change a way in take it, so a route that forgets to ask does
 * not compile. Its own file, so those repositories need not import the proof (and the proof them back).
 */
import type { AuthSession } from './session-service';

declare const proven: unique symbol;
export type Proven = { readonly session: AuthSession; readonly [proven]: true };
