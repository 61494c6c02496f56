import type { z } from 'zod';
import {
  BilledAddress,
  type BillingAddress,
  type BillingAddressInput,
} from '../../../core/contracts/billing-addresses';
import { ConflictError, NotFoundError } from '../../errors';
import type { BillingAddressesRepo } from './billing-addresses.repo';

/** More would be a list nobody reads at checkout. */
export const MAX_BILLING_ADDRESSES = 10;

/**
 * A member's billing addresses (issue 18 A2; B §9: buying needs at least one). The input has passed the
 * pattern table (FORM) in the route's contract; here: the per-member limit and ownership.
 */
export function createBillingAddressesService(
  repo: BillingAddressesRepo,
  now: () => Date = () => new Date(),
) {
  const list = async (userId: number): Promise<BillingAddress[]> => repo.ofUser(userId);

  return {
    list,
    async create(userId: number, address: z.output<typeof BillingAddressInput>) {
      if ((await repo.count(userId)) >= MAX_BILLING_ADDRESSES) throw new ConflictError('tooManyAddresses');
      const id = await repo.insert(userId, address, now().toISOString());
      const addresses = await list(userId);
      return { address: addresses.find((entry) => entry.id === id)!, addresses };
    },
    async remove(userId: number, id: number) {
      if (!(await repo.remove(userId, id))) throw new NotFoundError('addressNotFound');
      return { addresses: await list(userId) };
    },
    hasAny: async (userId: number) => (await repo.count(userId)) > 0,
    /** The address an order is billed to: the one named, else the newest; undefined when there is none. */
    async billedAddress(userId: number, id?: number): Promise<BilledAddress | undefined> {
      const addresses = await list(userId);
      const chosen = id === undefined ? addresses.at(-1) : addresses.find((entry) => entry.id === id);
      // The copy an order keeps: the address without its id (the address may change or go later).
      return chosen ? BilledAddress.parse(chosen) : undefined;
    },
  };
}

export type BillingAddressesService = ReturnType<typeof createBillingAddressesService>;
