/**
 * The groups of nodes that reach each other along the edges (Tarjan's strongly connected
 * components), each of more than one node: the cycles of a dependency graph.
 */
export function findCycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node) as number, lowLink.get(next) as number));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node) as number, index.get(next) as number));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };

  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
