/**
 * A refusal of a form's submission in its form's words (#30 item 3): the key the server named becomes the
 * field's label from the form's definition (refId → 关联申请), so no key reaches the screen
 * (core/net/refusalText.ts). Without a definition the words stand alone.
 */
import type { FormDef } from '../../contract/form/types';
import { textOf, type Translate } from '../../contract/form/issueText';
import { refusalText, type LabelOf } from '../../core/net/refusalText';

export function fieldLabelOf(t: Translate, def: FormDef | undefined): LabelOf {
  return (key) => {
    const field = def?.fields.find((f) => f.__vModel__ === key);
    return field ? textOf(t, field.__config__.label) : undefined;
  };
}

/** The server's words for a refused submission of `def`, as she reads them. */
export const formRefusalText = (t: Translate, message: string, def: FormDef | undefined): string =>
  refusalText(message, fieldLabelOf(t, def));
