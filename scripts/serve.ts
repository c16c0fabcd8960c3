/** `npm run serve`: the production build on http://localhost:3000 (PORT and HOST override). */
import path from 'node:path';
import {siteConfig} from '../site.config';
import {createStaticServer} from '../server/staticServer';

const root = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.env.PORT ?? siteConfig.hosting.port);
const host = process.env.HOST ?? '::';
const localePrefixes = siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale);

const server = createStaticServer({root, localePrefixes});
server.listen(port, host, () => {
  // The port actually bound (PORT=0 picks a free one; the robustness tests read it here).
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${root} on http://localhost:${bound}/ (Russian) and http://localhost:${bound}/en/ (English)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
