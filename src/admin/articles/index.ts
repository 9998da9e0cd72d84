import { FileText } from 'lucide-react';
import { lazy } from 'react';
import type { ArticleSummary } from '../../modules/content/schemas';
import { ArticleList } from './ArticleList';

// The editor (the rich text editor, the tag picker, the references) loads when first opened.
const ArticleEdit = lazy(() => import('./ArticleEdit').then((m) => ({ default: m.ArticleEdit })));
const ArticleCreate = lazy(() => import('./ArticleCreate').then((m) => ({ default: m.ArticleCreate })));

/**
 * Articles (SPEC §2's article manager): the list at /chariot/articles, /chariot/articles/create and
 * /chariot/articles/{id}, served by /api/admin/articles; publish and suspend use the spec's
 * POST /api/article/publish|suspend.
 */
export default {
  list: ArticleList,
  edit: ArticleEdit,
  create: ArticleCreate,
  icon: FileText,
  recordRepresentation: (article: ArticleSummary) => article.title,
  options: { label: 'Articles' },
};
