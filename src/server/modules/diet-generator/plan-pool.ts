import { Worker } from 'node:worker_threads';
import type { generatePlan } from '../../../core/domain/plan/engine';
import type { PlanInput } from '../../../core/domain/plan/types';
import { BusyError, RateLimitError } from '../../errors';
import { serialize } from 'node:v8';
import type { PackedPlanData } from './plan-data';
import type { PlanTaskResult, PlanWorkerMessage, SharedPlanData } from './plan-worker';

type Plan = ReturnType<typeof generatePlan>;

export interface PlanPoolSettings {
  /** Worker threads (each holds its own copy of the plan data, about 10 MB). */
  size: number;
  /** Plans one client (a user, else an IP address) may have queued or running at once. */
  perClient: number;
  /** Plans waiting for a worker, all clients together, before new ones are turned away. */
  queueLimit: number;
  /** A plan not done by then (waiting included) is answered with 503. */
  timeoutMs: number;
}

/**
 * The data in memory all workers share: serialized once, however many workers read it. Packed, it is one
 * long string and two small collections: serializing it is a copy, not a walk over a million objects.
 */
function shared(data: PackedPlanData): SharedPlanData {
  const bytes = serialize(data);
  const memory = new SharedArrayBuffer(bytes.length);
  new Uint8Array(memory).set(bytes);
  return memory;
}

interface Job {
  task: { id: number; input: PlanInput };
  client: string;
  resolve(plan: Plan): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  /** Answered already (a timed-out job may still finish on its worker: that answer is dropped). */
  settled: boolean;
}

/**
 * Plans are built in a small pool of worker threads, so the event loop stays free for every other request.
 * Each client gets a fair share (a concurrency limit), the queue is bounded, and a plan that takes too long
 * is answered with 503 instead of piling up. `loadData` is asked before each plan: when it answers other
 * data than the workers have (the catalogue changed), they get it before their next plan and unpack it
 * themselves (off the event loop).
 */
export function createPlanPool(loadData: () => Promise<PackedPlanData>, settings: PlanPoolSettings) {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  const perClient = new Map<string, number>();
  let nextId = 1;
  let workers: Promise<Worker[]> | undefined;
  let closed = false;
  /** The data the workers have, and the same serialized for them. */
  let current: { data: PackedPlanData; memory: SharedPlanData } | undefined;

  function spawn(): Worker {
    // The worker is TypeScript: its entry registers tsx, which compiles it as it does the server.
    const worker = new Worker(new URL('./plan-worker-entry.mjs', import.meta.url), {
      workerData: current!.memory,
    });
    worker.on('message', (result: PlanTaskResult) => {
      const job = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      if (job) settle(job, 'plan' in result ? { plan: result.plan } : { error: new Error(result.error) });
      pump();
    });
    worker.on('error', (error) => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (job) settle(job, { error });
      if (!closed) void replace(worker);
    });
    worker.unref();
    return worker;
  }

  async function replace(dead: Worker) {
    const list = await workers;
    const index = list?.indexOf(dead) ?? -1;
    const fresh = spawn();
    if (list && index >= 0) list[index] = fresh;
    idle.push(fresh);
    pump();
  }

  function start(): Promise<Worker[]> {
    workers ??= loadData().then((data) => {
      current = { data, memory: shared(data) };
      const list = Array.from({ length: settings.size }, () => spawn());
      idle.push(...list);
      return list;
    });
    return workers;
  }

  /** Hands changed data to every worker; messages keep their order, so later plans use it. */
  async function refresh() {
    const data = await loadData();
    if (data === current?.data) return;
    current = { data, memory: shared(data) };
    for (const worker of (await workers) ?? [])
      worker.postMessage({ kind: 'data', data: current.memory } satisfies PlanWorkerMessage);
  }

  function settle(job: Job, outcome: { plan: Plan } | { error: Error }) {
    if (job.settled) return;
    job.settled = true;
    clearTimeout(job.timer);
    const left = (perClient.get(job.client) ?? 1) - 1;
    if (left > 0) perClient.set(job.client, left);
    else perClient.delete(job.client);
    if ('plan' in outcome) job.resolve(outcome.plan);
    else job.reject(outcome.error);
  }

  function pump() {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      busy.set(worker, job);
      worker.postMessage({ kind: 'plan', ...job.task } satisfies PlanWorkerMessage);
    }
  }

  return {
    /** Builds a plan on a worker; `client` names who asks (a user id or an IP address). */
    async generate(input: PlanInput, client: string): Promise<Plan> {
      await start();
      await refresh();
      if ((perClient.get(client) ?? 0) >= settings.perClient) throw new RateLimitError('tooManyPlans');
      if (queue.length >= settings.queueLimit) throw new BusyError();
      perClient.set(client, (perClient.get(client) ?? 0) + 1);
      return new Promise<Plan>((resolve, reject) => {
        const job: Job = { task: { id: nextId++, input }, client, resolve, reject, settled: false };
        job.timer = setTimeout(() => {
          const waiting = queue.indexOf(job);
          if (waiting >= 0) queue.splice(waiting, 1);
          settle(job, { error: new BusyError() });
        }, settings.timeoutMs);
        queue.push(job);
        pump();
      });
    },

    async close(): Promise<void> {
      closed = true;
      for (const worker of (await workers) ?? []) await worker.terminate();
    },
  };
}

export type PlanPool = ReturnType<typeof createPlanPool>;
