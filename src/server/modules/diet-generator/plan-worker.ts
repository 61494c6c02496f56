/**
 * A worker thread that builds plans (issue 12 A5): the engine takes 100–200 ms of CPU for a long plan, which
 * must not hold up the event loop. The reference data arrives once, with the worker; each task is a plan input.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { generatePlan } from '../../../core/domain/plan/engine';
import type { PlanData, PlanInput } from '../../../core/domain/plan/types';

export interface PlanTask {
  id: number;
  input: PlanInput;
}
export type PlanTaskResult =
  { id: number; plan: ReturnType<typeof generatePlan> } | { id: number; error: string };

const data = workerData as PlanData;

parentPort?.on('message', (task: PlanTask) => {
  try {
    parentPort?.postMessage({ id: task.id, plan: generatePlan(task.input, data) } satisfies PlanTaskResult);
  } catch (error) {
    parentPort?.postMessage({
      id: task.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies PlanTaskResult);
  }
});
