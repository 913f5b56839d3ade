import type { TeamList } from '@cardbridge/contracts';
import type { AdminModel } from '../admins/admin.model';
import { toTeamMember } from './team-member.view';

/** The whole admin team by username: a team is tens of people, one page. */
export async function listTeam(
  _input: Record<string, never>,
  { admins }: { admins: AdminModel },
): Promise<TeamList> {
  const team = await admins
    .find({}, { username: 1, email: 1, role: 1, disabled: 1 })
    .sort({ username: 1 })
    .lean();
  return { items: team.map(toTeamMember), nextCursor: null };
}
