import type { z } from 'zod';
import type { OrderSeatsResponse } from '../../../core/contracts/orders';
import { addDays } from '../../../core/domain/invoice-totals';
import { ConflictError, NotFoundError } from '../../errors';
import type { OrdersRepo } from './orders.repo';

/**
 * The seats of a team pro package (issue 18 A4): its buyer holds the first from the payment on; an admin gives
 * the others, one account at a time, by its e-mail address. Every seat ends when the package does: its days
 * counted from the day it was granted (the buyer's own end when they had no pro time left then). Giving the
 * same account its seat again changes nothing.
 */
export function createOrderSeats({ repo, now = () => new Date() }: { repo: OrdersRepo; now?: () => Date }) {
  return {
    async assign(uid: string, email: string): Promise<z.infer<typeof OrderSeatsResponse>> {
      const row = await repo.byUid(uid);
      if (!row) throw new NotFoundError('orderNotFound');
      const team = await repo.teamItem(row.id);
      if (!team) throw new NotFoundError('teamPackageNotFound');
      if (row.status !== 'paid' || row.paid_at === null) throw new ConflictError('orderNotPaid');
      const userId = await repo.userIdByEmail(email);
      if (userId === undefined) throw new NotFoundError('accountNotFound');
      const at = now().toISOString();
      const until = addDays((team.granted_at ?? row.paid_at).slice(0, 10), team.duration_days);
      if (until < at.slice(0, 10)) throw new ConflictError('teamPackageEnded');
      const outcome = await repo.assignSeat(
        { itemId: team.id, seats: team.seats, buyerId: row.user_id, userId, until },
        at,
      );
      if (outcome === 'taken') throw new ConflictError('seatsTaken');
      const holders = await repo.seatHolders(team.id);
      return {
        seats: team.seats,
        holders: holders.map((holder) => ({ email: holder.email, assignedAt: holder.assigned_at })),
        proUntil: until,
      };
    },
  };
}

export type OrderSeats = ReturnType<typeof createOrderSeats>;
