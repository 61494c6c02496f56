import type { PlanDayInput } from '../../../../core/contracts/diet-plan';
import type { ScheduleItem } from '../../../../core/domain/plan/types';

export interface DayEditorProps {
  plan: PlanDayInput[];
  schedule: ScheduleItem[];
  dayIndex: number;
  /** Every edit hands back the whole plan and schedule (a day may be deleted or duplicated). */
  onChange(next: { plan: PlanDayInput[]; schedule: ScheduleItem[] }): void;
}

/** Placeholder while the editor is being built in this change. */
export function DayEditor(_props: DayEditorProps) {
  return null;
}
