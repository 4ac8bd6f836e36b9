import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import { getUiOptions, TranslatableString, type IconButtonProps } from '@rjsf/utils';
import { messages } from '../../messages.js';

/**
 * The « add » button of a list in a form, named after its list (« Ajouter : Couches ») rather than
 * rjsf's one « Ajouter un élément » for every list: a form with nested lists (layers, their
 * samples, their results) then tells a screen-reader user, and a test, which list grows.
 */
export function NamedAddButton({ uiSchema, registry, ...props }: IconButtonProps) {
  const { title } = getUiOptions(uiSchema);
  const label =
    typeof title === 'string' && title !== ''
      ? messages.schemaForm.addTo(title)
      : registry.translateString(TranslatableString.AddItemButton);
  return (
    <IconButton title={label} aria-label={label} {...props} color="primary">
      <AddIcon />
    </IconButton>
  );
}
