import { RichHtmlInput } from '../inputs/RichHtmlInput';
import { requiredHtml } from './form';

/** isRequired marks the label with an asterisk, as required() does. */
const bodyRule = Object.assign((value: unknown) => requiredHtml(value), { isRequired: true });

/** The article's body (SPEC §5: required), edited as rich text and stored as HTML. */
export function BodyInput() {
  return <RichHtmlInput id="body" source="body" label="Body" validate={bodyRule} />;
}
