import { expect } from 'vitest';
import { missingProperties } from '../../core/seo/required-properties';

export type Node = { '@type': string } & Record<string, unknown>;

/** The page's JSON-LD graph, checked against the required properties of each type in it. */
export function structuredData(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(blocks).toHaveLength(1);
  const document = JSON.parse(blocks[0]![1]!) as { '@context': string; '@graph': Node[] };
  expect(document['@context']).toBe('https://schema.org');
  expect(missingProperties(document['@graph'])).toEqual([]);
  return document['@graph'];
}

export const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);
export const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
