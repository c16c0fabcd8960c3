import path from 'node:path';

/** The HTML file a route is written to in a locale's build folder (`/control/` → `control/index.html`). */
export function routeFile(outDir: string, baseUrl: string, route: string): string {
  const rel = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return rel.endsWith('.html') ? path.join(outDir, rel) : path.join(outDir, rel, 'index.html');
}
