// `local/no-import-cycle`: the floors of the code only point down. Two checks on every import:
// - no file cycle: the imported file must not lead back to this one (type-only imports count, unlike
//   `import-x/no-cycle`, which skips them: a type-only circle still ties the files together);
// - no area cycle: inside each root in `areas` (`src/lib`, `src/components`, `gatsby`), an area is the first folder
//   (or a single file) under the root; an import into another area must not close a circle of areas, so
//   `vehicle -> inventory` is fine only while nothing in inventory leads back to vehicle.
import { readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { importsOf, pathBetween, resolveImport } from "./import-graph.mjs";

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** The area of `file` under `root` (its first path segment), or undefined when the file is outside. */
function areaOf(root, file) {
  const path = relative(root, file);
  if (path.startsWith("..") || path === "") return undefined;
  return path.split(sep)[0];
}

const areaGraphs = new Map();

/** Area -> the areas its files import, for every source file under `root` (read once per lint run). */
function areaGraph(root) {
  let graph = areaGraphs.get(root);
  if (graph === undefined) {
    graph = new Map();
    const files = readdirSync(root, { recursive: true })
      .filter((name) => SOURCE.test(name) && !name.endsWith(".d.ts"))
      .map((name) => join(root, name));
    for (const file of files) {
      const from = areaOf(root, file);
      if (!graph.has(from)) graph.set(from, new Set());
      for (const target of importsOf(file)) {
        const to = areaOf(root, target);
        if (to !== undefined && to !== from) graph.get(from).add(to);
      }
    }
    areaGraphs.set(root, graph);
  }
  return graph;
}

/** A path of areas from `start` to `goal`, or undefined. */
function areaPath(graph, start, goal) {
  const queue = [[start]];
  const seen = new Set([start]);
  while (queue.length > 0) {
    const path = queue.shift();
    for (const next of graph.get(path[path.length - 1]) ?? []) {
      if (next === goal) return [...path, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles between files (type-only imports included) and between areas." },
    schema: [
      {
        type: "object",
        properties: { areas: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      fileCycle: "Import cycle: {{path}}. Move what both files need into a lower file.",
      areaCycle: "Import runs back up between areas of {{root}}: {{path}}. Move what causes it to the lower area.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const roots = (context.options[0]?.areas ?? []).map((root) => resolve(context.cwd, root));
    const show = (path) => relative(context.cwd, path);

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const target = resolveImport(file, specifier);
      if (target === undefined || target === file) return;
      const back = pathBetween(target, file);
      if (back !== undefined) {
        context.report({ node, messageId: "fileCycle", data: { path: [file, ...back].map(show).join(" -> ") } });
        return;
      }
      for (const root of roots) {
        const from = areaOf(root, file);
        const to = areaOf(root, target);
        if (from === undefined || to === undefined || from === to) continue;
        const up = areaPath(areaGraph(root), to, from);
        if (up !== undefined) {
          context.report({
            node,
            messageId: "areaCycle",
            data: { root: show(root), path: [from, ...up].join(" -> ") },
          });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};
