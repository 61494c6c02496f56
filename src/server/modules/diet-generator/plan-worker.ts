/**
 * A worker thread that builds plans (issue 12 A5): the engine takes 100–200 ms of CPU for a long plan, which
 * must not hold up the event loop. The reference data arrives packed with the worker and again whenever it
 * changed (issue 13 A5), serialized once for all workers, and is unpacked here; each task is a plan input.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { deserialize } from 'node:v8';
import { generatePlan } from '../../../core/domain/plan/engine';
import type { PlanInput } from '../../../core/domain/plan/types';
import { unpackPlanData, type PackedPlanData } from './plan-data';

/** Packed plan data serialized with v8.serialize into memory every worker reads (no copy per worker). */
export type SharedPlanData = SharedArrayBuffer;

export type PlanWorkerMessage =
  { kind: 'plan'; id: number; input: PlanInput } | { kind: 'data'; data: SharedPlanData };
export type PlanTaskResult =
  { id: number; plan: ReturnType<typeof generatePlan> } | { id: number; error: string };

const decode = (shared: SharedPlanData) =>
  unpackPlanData(deserialize(new Uint8Array(shared)) as PackedPlanData);

let data = decode(workerData as SharedPlanData);

parentPort?.on('message', (message: PlanWorkerMessage) => {
  if (message.kind === 'data') {
    data = decode(message.data);
    return;
  }
  try {
    parentPort?.postMessage({
      id: message.id,
      plan: generatePlan(message.input, data),
    } satisfies PlanTaskResult);
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies PlanTaskResult);
  }
});
