/**
 * deploy/nginx.conf as the deploy tests run it: Debian's nginx on 127.0.0.1 with the config's
 * ports, root and certificate paths rewritten (a self-signed certificate made with openssl in a
 * temporary folder), in the foreground, as a child of the test process.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

export interface RunningNginx {
  readonly workDir: string;
  /** The self-signed certificate nginx presents. */
  readonly cert: string;
  stop(): void;
}

/** Replaces `from` in the config, failing if the config no longer has it (the test would test nothing). */
function rewrite(config: string, from: string, to: string): string {
  if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer contains ${from}`);
  return config.split(from).join(to);
}

function waitForPort(port: number, workDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const attempt = (): void => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', () => {
        tries += 1;
        if (tries > 50)
          reject(
            new Error(`nginx did not listen on ${port}: ${fs.readFileSync(path.join(workDir, 'error.log'), 'utf8')}`),
          );
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts nginx serving `buildDir` over HTTPS on `port` and its redirecting plain-HTTP server on `httpPort`. */
export async function startNginx(buildDir: string, port: number, httpPort: number): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-nginx-'));
  const cert = path.join(workDir, 'fullchain.pem');
  const key = path.join(workDir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {stdio: 'pipe'},
  );
  let site = fs.readFileSync(path.resolve(__dirname, 'nginx.conf'), 'utf8');
  site = rewrite(site, '    listen [::]:80;\n', '');
  site = rewrite(site, '    listen [::]:443 ssl http2;\n', '');
  site = rewrite(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = rewrite(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`);
  site = rewrite(site, '/var/www/tessera-help', buildDir);
  site = rewrite(site, '/var/www/letsencrypt', workDir);
  site = rewrite(site, '/etc/ssl/tessera-help/fullchain.pem', cert);
  // Self-signed: the certificate is its own chain (stapling finds no responder and says so in the log).
  site = rewrite(site, '/etc/ssl/tessera-help/chain.pem', cert);
  site = rewrite(site, '/etc/ssl/tessera-help/privkey.pem', key);
  site = rewrite(site, '/etc/ssl/tessera-help/ffdhe2048.pem', path.resolve(__dirname, 'ffdhe2048.pem'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${workDir};`)
    .join('\n');
  const conf = `daemon off;\nworker_processes 1;\npid ${workDir}/nginx.pid;\nerror_log ${workDir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n${temp}\n${site}\n}\n`;
  fs.writeFileSync(path.join(workDir, 'nginx.conf'), conf);
  execFileSync(NGINX, ['-t', '-c', path.join(workDir, 'nginx.conf')], {stdio: 'pipe'});
  const child = spawn(NGINX, ['-c', path.join(workDir, 'nginx.conf')], {stdio: 'ignore'});
  await waitForPort(port, workDir);
  await waitForPort(httpPort, workDir);
  return {workDir, cert, stop: () => void child.kill('SIGTERM')};
}
