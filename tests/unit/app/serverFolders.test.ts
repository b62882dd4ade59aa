/**
 * The server's areas form a DAG (#29 item 3): each top-level file or folder of server/ and each
 * server/modules/<name> is one area, and no area reaches itself again through the imports of its files
 * (type-only ones included). So config.ts and context.ts import no module, realtime/ never the chat, the
 * workflow shell never a form; a module lends an upper one's rule through an interface it declares, and
 * buildApp (server/app.ts) wires them together.
 */
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from '../../shared/importGraph';

const SERVER = resolve(__dirname, '../../../server');

/** The area of a server file: `modules/<name>` for a module's, else its top-level file or folder. */
const areaOf = (file: string) => {
  const [top, name] = relative(SERVER, file).split('/');
  return top === 'modules' ? `modules/${name}` : top!;
};

/** The area graph: an edge wherever a file of one area imports a file of another. */
function areaGraph(): Map<string, string[]> {
  const edges = new Map<string, Set<string>>();
  for (const [file, imports] of importGraph([SERVER], SERVER)) {
    const from = areaOf(file);
    const to = edges.get(from) ?? new Set<string>();
    for (const imported of imports) if (areaOf(imported) !== from) to.add(areaOf(imported));
    edges.set(from, to);
  }
  return new Map([...edges].map(([area, to]) => [area, [...to]]));
}

describe("the server's folders", () => {
  it('form a DAG: no area reaches itself again through its imports', () => {
    const graph = areaGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(cycles(graph).map((circle) => circle.sort())).toEqual([]);
  });

  it('the ground floor imports no module: config, context, the engine, auth, http, realtime, idempotency', () => {
    const graph = areaGraph();
    const ground = [
      'config',
      'context.ts',
      'ports.ts',
      'workflow',
      'auth',
      'http',
      'realtime',
      'idempotency',
    ];
    const upward = ground.flatMap((area) =>
      (graph.get(area) ?? []).filter((to) => to.startsWith('modules/')).map((to) => `${area} → ${to}`),
    );
    expect(upward).toEqual([]);
  });
});
