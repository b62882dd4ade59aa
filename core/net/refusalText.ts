/**
 * A refusal as the nurse reads it (#30 item 3): the server names the field it refuses in its own key
 * (`refId: 该申请已被…`, `nodeCode: 该节点无需选择审批人`, server/http/envelope.ts fieldError); she must never
 * read a key or an id. The key becomes the field's label when it is known and the words do not already
 * name it (关联申请：该申请已被…), else it is dropped and the words stand alone as a sentence; an id in the
 * words is left out. Text without a key passes through. Pure.
 */

/** `field: words` as the server writes it: an ASCII key (a path like `fileJson.0.name` too), colon, space. */
const KEYED = /^([A-Za-z_][\w.-]*)\s*:\s+([\s\S]*)$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The label of a field by its key, when the screen knows the form (undefined: no label, the words alone). */
export type LabelOf = (field: string) => string | undefined;

const withoutIds = (words: string): string =>
  words
    .replace(UUID, '')
    .replace(/[「“"'（(]\s*[」”"'）)]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** The label of `field`, or of the field its path starts in (`fileJson.0.name` → fileJson). */
const labelFor = (field: string, labelOf: LabelOf | undefined): string | undefined =>
  labelOf && (labelOf(field) ?? labelOf(field.split('.')[0] ?? ''));

export function refusalText(message: string, labelOf?: LabelOf): string {
  const keyed = KEYED.exec(message.trim());
  if (!keyed) return withoutIds(message);
  const words = withoutIds(keyed[2] ?? '');
  const label = labelFor(keyed[1] ?? '', labelOf);
  if (!label || words.startsWith(label)) return words;
  return words ? `${label}：${words}` : label;
}
