import { expect } from 'vitest';

export type Node = { '@type': string } & Record<string, unknown>;

/**
 * Required properties per schema.org type, as search engines read them (Google's structured data guidelines
 * for Recipe and BreadcrumbList; schema.org for the rest). Every typed node anywhere in the graph is checked.
 */
export const REQUIRED: Record<string, string[]> = {
  Recipe: ['name', 'image', 'recipeIngredient', 'recipeInstructions', 'nutrition', 'recipeYield', 'prepTime'],
  NutritionInformation: ['calories', 'servingSize'],
  HowToStep: ['text'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  WebSite: ['name', 'url'],
  Organization: ['name'],
};

function checkNodes(value: unknown, path = '$'): void {
  if (Array.isArray(value)) return value.forEach((item, i) => checkNodes(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  if (typeof node['@type'] === 'string') {
    const required = REQUIRED[node['@type']];
    expect(required, `${path}: unknown type ${node['@type']}`).toBeDefined();
    for (const property of required!) {
      const present = node[property];
      expect(
        present === undefined || present === '' || (Array.isArray(present) && present.length === 0),
        `${path}.${property}`,
      ).toBe(false);
    }
  }
  for (const [key, child] of Object.entries(node)) checkNodes(child, `${path}.${key}`);
}

/** The page's JSON-LD graph, checked against the required properties. */
export function structuredData(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(blocks).toHaveLength(1);
  const document = JSON.parse(blocks[0]![1]!) as { '@context': string; '@graph': Node[] };
  expect(document['@context']).toBe('https://schema.org');
  checkNodes(document['@graph']);
  return document['@graph'];
}
export const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);
export const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
