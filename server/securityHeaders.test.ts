import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {siteConfig} from '../site.config';
import {
  HEADERS_JSON,
  HEADERS_NGINX,
  HSTS_NGINX,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxHeaderLines,
  writeSecurityHeaders,
} from './securityHeaders';

const sha = (text: string): string => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let dir = '';
afterEach(() => {
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
  dir = '';
});

function buildWith(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-headers-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('security headers of a build', () => {
  it('hashes the exact text of inline scripts, not external scripts or JSON-LD', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"WebPage"}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('allows scripts by hash only: no unsafe-inline for scripts, no blob:', () => {
    const csp = contentSecurityPolicy([sha('a()')]);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${sha('a()')}`);
    expect(csp).not.toContain('blob:');
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('writes the JSON, the nginx include and the HSTS include nginx reads in its HTTPS server', () => {
    const build = buildWith({
      'index.html': '<html><script>start()</script></html>',
      'en/index.html': '<html><script>start()</script><script>en()</script></html>',
    });
    const {hashes} = writeSecurityHeaders(build);
    expect(hashes).toEqual([sha('en()'), sha('start()')].sort());
    const deploy = path.join(build, siteConfig.hosting.deployDir);
    const headers = JSON.parse(fs.readFileSync(path.join(deploy, HEADERS_JSON), 'utf8')) as Record<string, string>;
    expect(Object.keys(headers).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(headers['Content-Security-Policy']).toContain(
      `script-src 'self' ${[sha('en()'), sha('start()')].sort().join(' ')};`,
    );
    // The lines nginx reads, as nginx needs them: the same values, quoted, sent on errors too.
    const include = fs.readFileSync(path.join(deploy, HEADERS_NGINX), 'utf8');
    expect(include).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(include).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(include).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(include).toContain('add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;');
    expect(include).toContain(`add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`);
    expect(include.match(/^add_header /gm)).toHaveLength(5);
    // A year, as hosting.hstsMaxAgeSeconds says.
    expect(siteConfig.hosting.hstsMaxAgeSeconds).toBe(31_536_000);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
    expect(fs.readFileSync(path.join(deploy, HSTS_NGINX), 'utf8')).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
  });

  it('fails the build on an inline event handler, naming the file', () => {
    const build = buildWith({'index.html': '<html><button onclick="x()">x</button></html>'});
    expect(() => writeSecurityHeaders(build)).toThrow(/index\.html: <button onclick/);
  });

  it('refuses a header value nginx would misread', () => {
    expect(() => nginxHeaderLines({'X-Test': 'a"b'})).toThrow(/X-Test/);
    expect(() => nginxHeaderLines({'X-Test': 'a$b'})).toThrow(/X-Test/);
  });
});
