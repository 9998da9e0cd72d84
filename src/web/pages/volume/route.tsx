import { useDocumentTitle } from '../../state/title';

/** /volumes/:tag_slug shows only the word Volume (SPEC §2). */
export function Component() {
  useDocumentTitle('Volume');
  return (
    <div className="page page-narrow">
      <h1>Volume</h1>
    </div>
  );
}
