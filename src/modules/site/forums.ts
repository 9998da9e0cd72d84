import { listDiscussions, type Discussion } from '../community';
import { DIRECTORY_PAGE_SIZE, type DirectoryPage, type ForumsQuery } from './schemas';

/** /forums: a page of the discussions in the order asked. */
export async function forumsPage({ sort, page }: ForumsQuery): Promise<DirectoryPage<Discussion>> {
  const { items, total } = await listDiscussions(sort, (page - 1) * DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE);
  return { items, total, page, page_size: DIRECTORY_PAGE_SIZE };
}
