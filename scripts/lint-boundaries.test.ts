import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
    expect(
      await ruleIds(
        probe,
        "import { RecipeCard } from '../../recipes/components/recipe-card';\nexport const x = RecipeCard;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        probe,
        "import { RootLayout } from '../../../app/layout';\nexport const x = RootLayout;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        probe,
        "import { NotFoundPage } from '../../../components/not-found-page';\nexport const x = NotFoundPage;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('the database layer importing a feature module fails lint', async () => {
    expect(
      await ruleIds(
        'src/server/db/probe.ts',
        "import type { Sr28Food } from '../modules/reference-data/sr28';\nexport type X = Sr28Food;\n",
      ),
    ).toContain('no-restricted-imports');
  }, 60_000);

  it('a server module importing another module fails lint; a declared port passes', async () => {
    const probe = 'src/server/modules/diets/probe.ts';
    expect(
      await ruleIds(
        probe,
        "import { hashPassword } from '../../lib/passwords';\nimport { createAuthService } from '../auth/auth.service';\nexport const x = [createAuthService, hashPassword];\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        probe,
        "import type { UsersRepo } from '../users/users.repo';\nexport type X = Pick<UsersRepo, 'findById'>;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('an import cycle fails lint', async () => {
    const dir = mkdtempSync(join('src/core', 'cycle-probe-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const [result] = await new ESLint().lintFiles([join(dir, 'a.ts')]);
      expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
