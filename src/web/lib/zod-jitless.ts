/**
 * zod in the browser runs jitless. Otherwise its first object parse probes `new Function` to see whether it
 * may compile a fast path; our CSP allows no eval, so the browser reports a policy violation on every page
 * that validates (Lighthouse's best-practices "issues" finding), although zod catches the refusal. zod keeps
 * its settings on `globalThis.__zod_globalConfig` and reads them at parse time, so setting them here, first
 * thing in the entry, needs no zod in the entry.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
