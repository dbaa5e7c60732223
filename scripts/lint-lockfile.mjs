// The lockfile may only name packages of the registry npm is configured with, over HTTPS, with
// sha512 integrity and the name they were asked by (lockfile-lint).
import { execFileSync } from 'node:child_process';

const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
execFileSync(
  'lockfile-lint',
  [
    '--path',
    'package-lock.json',
    '--type',
    'npm',
    '--allowed-hosts',
    registry,
    '--validate-https',
    '--validate-integrity',
    '--validate-package-names',
  ],
  { stdio: 'inherit' },
);
