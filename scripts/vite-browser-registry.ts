import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const REGISTRY = /\/src\/core\/(routes|admin-routes\/[^/]+)\.ts$/;
const MAIN_REGISTRY = /\/src\/core\/routes\.ts$/;
const CONTRACTS = /\/src\/core\/contracts\//;

/**
 * The browser's copy of the route registry (`src/core/routes.ts` and the admin parts in `src/core/admin-routes/`) without the contracts: an API call needs a
 * route's method, path, access and call options only (`web/lib/api-client.ts`), and the zod schemas would put
 * zod and every contract into the first download of every page. In the browser build each `endpoint(method,
 * path, access, contract[, call])` loses its contract and keeps the rest, and the contract modules count as free of side
 * effects, so those no page imports by itself drop out (forms still import the schemas they validate
 * with). Types are untouched: the checker reads the registry as written. A registry whose entries are
 * not `endpoint(…)` calls any more fails the build.
 */
export function browserRouteRegistry(): Plugin {
  return {
    name: 'nutrio-browser-route-registry',
    apply: 'build',
    enforce: 'pre',
    options(options) {
      const treeshake = typeof options.treeshake === 'object' ? options.treeshake : {};
      return {
        ...options,
        treeshake: {
          ...treeshake,
          moduleSideEffects: (id: string) => !CONTRACTS.test(id),
        },
      };
    },
    transform(code, id) {
      if (!REGISTRY.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const text = new MagicString(code);
      let stripped = 0;
      const visit = (node: ts.Node): void => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'endpoint' &&
          (node.arguments.length === 4 || node.arguments.length === 5)
        ) {
          const [, , access, contract] = node.arguments as unknown as ts.Expression[];
          text.remove(access!.end, contract!.end);
          stripped += 1;
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (stripped === 0 && MAIN_REGISTRY.test(id))
        this.error(`${id}: no endpoint(method, path, access, contract) calls to strip`);
      return { code: text.toString(), map: text.generateMap({ hires: true, source: id }) };
    },
  };
}
