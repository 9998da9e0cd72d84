import { Router } from 'express';
import { parseRaList, sendRaList } from '../../platform/http/ra-list';
import { MEMBER_SORTS, listMembers } from './members';

/** Mounted at /api/admin, behind the administrator check. */
export const accountsAdminRouter = Router();

accountsAdminRouter.get('/users', async (req, res) => {
  const list = parseRaList(req.query, MEMBER_SORTS, 'created_at');
  const { rows, total } = await listMembers(list);
  sendRaList(res, 'users', rows, list.offset, total);
});
