/**
 * A Framework7 list input whose label names its input (#30 item 16): Framework7 draws the `label` prop as
 * a div beside the input, so a screen reader announced "edit box"; here the label is a `<label for>` the
 * input's id points back to, and the row looks the same.
 */
import { useId, type ComponentProps } from 'react';
import { ListInput } from 'framework7-react';

type Props = Omit<ComponentProps<typeof ListInput>, 'label' | 'inputId'> & { label: string };

export function LabelledInput({ label, ...input }: Props) {
  const id = useId();
  return (
    <ListInput inputId={id} {...input}>
      <label slot="label" htmlFor={id}>
        {label}
      </label>
    </ListInput>
  );
}
// Framework7's List puts into its <ul> only the children it knows as rows (by displayName); under another
// name the row was drawn outside the list: a stray bullet and a grey, disabled-looking field (#30 item 19).
LabelledInput.displayName = 'f7-list-input';
