import type { PlanDayInput } from '../../../../core/contracts/diet-plan';

export interface ShoppingListProps {
  plan: PlanDayInput[];
}

/** Placeholder while the shopping list is being built in this change. */
export function ShoppingList(_props: ShoppingListProps) {
  return null;
}
