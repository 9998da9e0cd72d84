import { Router } from 'express';
import { z } from 'zod';
import { raListRoute } from '../../platform/http/ra-list';
import { id } from '../../platform/contract';
import { validate } from '../../platform/http/validate';
import { MEMBER_SORTS, actOnMember, getMember, listMembers } from './members';

/**
 * Mounted at /api/admin, behind the administrator check: /members in the ra-data-simple-rest
 * dialect (the console's resource and route are both "members"), plus the actions on one member.
 */
export const accountsAdminRouter = Router();

const MemberId = z.object({ id });
const memberId = validate({ params: MemberId });
const idOf = (params: unknown) => (params as z.infer<typeof MemberId>).id;

accountsAdminRouter.get('/members', raListRoute('members', MEMBER_SORTS, 'created_at', listMembers));

accountsAdminRouter.get('/members/:id', memberId, async (req, res) => {
  res.json(await getMember(idOf(req.params)));
});

accountsAdminRouter.post('/members/:id/suspend', memberId, async (req, res) => {
  res.json(await actOnMember(req.user!.id, idOf(req.params), 'suspend'));
});

accountsAdminRouter.post('/members/:id/reinstate', memberId, async (req, res) => {
  res.json(await actOnMember(req.user!.id, idOf(req.params), 'reinstate'));
});

accountsAdminRouter.put('/members/:id/roles/administrator', memberId, async (req, res) => {
  res.json(await actOnMember(req.user!.id, idOf(req.params), 'grant-admin'));
});

accountsAdminRouter.delete('/members/:id/roles/administrator', memberId, async (req, res) => {
  res.json(await actOnMember(req.user!.id, idOf(req.params), 'revoke-admin'));
});
