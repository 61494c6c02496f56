import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer boundaries `npm run lint` enforces (issue 11, acceptance 5), proven on probe files. */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it('a feature importing another feature or the app shell fails lint; shared components pass', async () => {
    const probe = 'src/web/features/foods/components/probe.tsx';
    expect(await ruleIds(probe, "import { RecipeCard } from '../../recipes/components/recipe-card';\nexport const x = RecipeCard;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(probe, "import { RootLayout } from '../../../app/layout';\nexport const x = RootLayout;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(probe, "import { NotFoundPage } from '../../../components/not-found-page';\nexport const x = NotFoundPage;\n")).toEqual([]);
  }, 60_000);

  it('the database layer importing a feature module fails lint', async () => {
    expect(
      await ruleIds('src/server/db/probe.ts', "import type { Sr28Food } from '../modules/reference-data/sr28';\nexport type X = Sr28Food;\n"),
    ).toContain('no-restricted-imports');
  }, 60_000);
});
