/**
 * The properties each schema.org type we publish must carry for search engines to use it (Google's
 * structured data guidelines where it has them: Recipe, Product, Article, breadcrumbs; schema.org's
 * expected properties for the rest). Checked by the tests over every node of every page's graph.
 */
export const REQUIRED_PROPERTIES: Record<string, readonly string[]> = {
  Recipe: ['name', 'image', 'recipeIngredient', 'recipeInstructions', 'nutrition', 'recipeYield', 'prepTime'],
  NutritionInformation: ['calories', 'servingSize'],
  HowToStep: ['text'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  WebSite: ['name', 'url'],
  Organization: ['name'],
  Product: ['name', 'image', 'offers'],
  Offer: ['price', 'priceCurrency', 'availability'],
  Brand: ['name'],
  Person: ['name'],
  Place: ['address'],
  PostalAddress: ['addressLocality', 'addressCountry'],
  SportsActivityLocation: ['name', 'address'],
  GeoCoordinates: ['latitude', 'longitude'],
  Article: ['headline', 'image', 'author', 'datePublished', 'publisher'],
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What a JSON-LD value lacks: `path.property` for each required property missing on a typed node anywhere in
 * it, and `path: unknown type X` for a type this table does not know (so a new type comes with its rules).
 */
export function missingProperties(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => missingProperties(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const node = value as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof node['@type'] === 'string') {
    const required = REQUIRED_PROPERTIES[node['@type']];
    if (!required) problems.push(`${path}: unknown type ${node['@type']}`);
    for (const property of required ?? []) if (isEmpty(node[property])) problems.push(`${path}.${property}`);
  }
  for (const [key, child] of Object.entries(node))
    if (key !== '@type') problems.push(...missingProperties(child, `${path}.${key}`));
  return problems;
}
