import s from './CommentText.module.css';

/** A comment's text: markdown the server rendered and sanitised, set for reading. */
export function CommentText({ html }: { html: string }) {
  return <div className={`prose ${s.text}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
