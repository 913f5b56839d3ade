/** Just enough of a Dockerfile parser to check its stages: continuations joined, comments dropped. */
export interface Instruction {
  op: string;
  args: string;
}

export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [op = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op.toUpperCase() === 'FROM') {
      const [, image = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ image, name, instructions: [] });
      continue;
    }
    const current = stages.at(-1);
    if (!current) throw new Error(`${op} before the first FROM`);
    current.instructions.push({ op: op.toUpperCase(), args });
  }
  return stages;
}
