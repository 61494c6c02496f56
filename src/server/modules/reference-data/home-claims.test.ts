import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HERO_STATS } from '../../../core/domain/home-claims';
import { readSr28Foods } from './sr28';

/**
 * The home hero's three figures (HOME-26) are facts of the data we ship (docs/decisions.md "Home page"): this
 * fails the day one of them stops being true.
 */
describe('the home hero’s figures hold for our data', () => {
  const foods = readSr28Foods(join(process.cwd(), 'data'));
  const templates = JSON.parse(
    readFileSync(join(process.cwd(), 'content/diet-templates/templates.json'), 'utf8'),
  ) as unknown[];
  const value = (key: string) => HERO_STATS.find((stat) => stat.key === key)!.value;

  it('[HOME-26] 1k+ foods with laboratory values, 20+ ready-made plans, 93% of foods with a measured fibre value', () => {
    expect(value('foods')).toBe('1k+');
    expect(foods.length).toBeGreaterThan(1000);
    expect(value('plans')).toBe('20+');
    expect(templates.length).toBeGreaterThan(20);
    const withFibre = foods.filter((food) => food.nutrients.fiber_g !== null).length;
    expect(value('fibre')).toBe('93%');
    expect(Math.round((100 * withFibre) / foods.length)).toBe(93);
  });
});
