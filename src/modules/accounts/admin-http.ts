import { Router } from 'express';
import { z } from 'zod';
import { parseRaList, sendRaList } from '../../platform/http/ra-list';
import { validate } from '../../platform/http/validate';
import { MEMBER_SORTS, actOnMember, getMember, listMembers } from './members';

/** Mounted at /api/admin, behind the administrator check. */
export const accountsAdminRouter = Router();

const MemberId = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
const memberId = validate({ params: MemberId });
const idOf = (params: unknown) => (params as z.infer<typeof MemberId>).id;

accountsAdminRouter.get('/users', async (req, res) => {
  const list = parseRaList(req.query, MEMBER_SORTS, 'created_at');
  const { rows, total } = await listMembers(list);
  sendRaList(res, 'users', rows, list.offset, total);
});

accountsAdminRouter.get('/users/:id', memberId, async (req, res) => {
  res.json(await getMember(idOf(req.params)));
});

accountsAdminRouter.post('/users/:id/suspend', memberId, async (req, res) => {
  res.json(await actOnMember(req.user!.id, idOf(req.params), 'suspend'));
});

accountsAdminRouter.post('/users/:id/reinstate', memberId, async (req, res) => {
  res.json(await actOnMember(req.user!.id, idOf(req.params), 'reinstate'));
});

accountsAdminRouter.put('/users/:id/roles/administrator', memberId, async (req, res) => {
  res.json(await actOnMember(req.user!.id, idOf(req.params), 'grant-admin'));
});

accountsAdminRouter.delete('/users/:id/roles/administrator', memberId, async (req, res) => {
  res.json(await actOnMember(req.user!.id, idOf(req.params), 'revoke-admin'));
});
