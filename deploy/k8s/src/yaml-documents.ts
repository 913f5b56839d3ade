import YAML from 'yaml';

/** Objects as one multi-document YAML stream (`kubectl apply -f -` takes it as is). */
export function toYamlDocuments(objects: readonly object[]): string {
  // Through JSON: the models' toJSON drops unset fields, and YAML gets plain data.
  return objects
    .map((o) => YAML.stringify(JSON.parse(JSON.stringify(o)), { lineWidth: 0 }))
    .join('---\n');
}
