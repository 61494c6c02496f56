/**
 * Tunes ingredient amounts so a day meets its energy and macro targets: a bounded least-squares problem
 * (relative errors of kcal, protein, fat and carbohydrate, kcal weighted most) solved by exact coordinate
 * descent — each amount moves to its best value within its bounds while the others stay put. A faint pull
 * towards the recipe's own amounts keeps dishes recognisable when the targets leave freedom.
 */
export interface Quantity {
  base: number;
  min: number;
  max: number;
  /** kcal, protein, fat and carbohydrate per gram. */
  perGram: readonly [number, number, number, number];
}

export type Targets = readonly [number, number, number, number];

const WEIGHTS = [6, 1, 1, 1] as const;
const PULL_TO_BASE = 0.002;
const MAX_SWEEPS = 40;

export interface Tuned {
  grams: number[];
  totals: [number, number, number, number];
}

export function totalsOf(
  quantities: readonly Quantity[],
  grams: readonly number[],
): [number, number, number, number] {
  const totals: [number, number, number, number] = [0, 0, 0, 0];
  for (let j = 0; j < quantities.length; j++) {
    const per = quantities[j]!.perGram;
    const g = grams[j]!;
    totals[0] += per[0] * g;
    totals[1] += per[1] * g;
    totals[2] += per[2] * g;
    totals[3] += per[3] * g;
  }
  return totals;
}

/** Squared-error weights of kcal, protein, fat and carbohydrate: each error relative to its own target. */
export function relativeWeights([kcal, protein, fat, carbs]: Targets): Targets {
  const square = (t: number) => Math.max(t, 1e-6) ** 2;
  return [
    WEIGHTS[0] / square(kcal),
    WEIGHTS[1] / square(protein),
    WEIGHTS[2] / square(fat),
    WEIGHTS[3] / square(carbs),
  ];
}

/**
 * Weights that count every macro error as the kcal it carries (4, 9, 4 kcal per gram), relative to the kcal
 * target: for a single meal, whose smallest macro may be a few grams, so that one cannot outweigh the kcal.
 */
export function energyWeights(kcalTarget: number): Targets {
  const k2 = Math.max(kcalTarget, 1e-6) ** 2;
  return [WEIGHTS[0] / k2, 16 / k2, 81 / k2, 16 / k2];
}

/**
 * `start` (optional) warm-starts from earlier amounts, e.g. a day where only one meal changed; `weights`
 * (optional) replace the default relative weights.
 */
export function tuneQuantities(
  quantities: readonly Quantity[],
  targets: Targets,
  start?: readonly number[],
  weights: Targets = relativeWeights(targets),
): Tuned {
  const grams = quantities.map((q, j) => start?.[j] ?? q.base);
  const residual = totalsOf(quantities, grams).map((total, k) => total - targets[k]!);
  const scale = weights;
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let moved = 0;
    for (let j = 0; j < quantities.length; j++) {
      const q = quantities[j]!;
      const per = q.perGram;
      let gradient = 0;
      let curvature = 0;
      for (let k = 0; k < 4; k++) {
        gradient += scale[k]! * residual[k]! * per[k]!;
        curvature += scale[k]! * per[k]! * per[k]!;
      }
      const pull = PULL_TO_BASE / (q.base * q.base);
      gradient += pull * (grams[j]! - q.base);
      curvature += pull;
      if (curvature <= 0) continue;
      const next = Math.min(q.max, Math.max(q.min, grams[j]! - gradient / curvature));
      const delta = next - grams[j]!;
      if (delta === 0) continue;
      grams[j] = next;
      for (let k = 0; k < 4; k++) residual[k]! += per[k]! * delta;
      moved = Math.max(moved, Math.abs(delta) / q.base);
    }
    if (moved < 1e-3) break;
  }
  return { grams, totals: totalsOf(quantities, grams) };
}
