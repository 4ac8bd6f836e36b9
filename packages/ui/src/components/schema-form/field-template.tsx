import { Templates } from '@rjsf/mui';
import type { FieldTemplateProps } from '@rjsf/utils';

const MuiFieldTemplate = Templates.FieldTemplate;

/**
 * rjsf's MUI field, without its help line while an error under the field already says the same
 * sentence: a rule given as help (« Min. 8 caractères… ») is the very message of its violation,
 * and the field would print it twice.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { rawHelp, rawErrors = [] } = props;
  if (MuiFieldTemplate === undefined) throw new Error('@rjsf/mui has no FieldTemplate');
  const repeatsAnError = typeof rawHelp === 'string' && rawErrors.includes(rawHelp);
  return <MuiFieldTemplate {...props} help={repeatsAnError ? undefined : props.help} />;
}
