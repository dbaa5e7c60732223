// The repository speaks for itself: no code or document points to a file outside it (its design
// contract is docs/design.md), and every ADR carries its Date and Status (docs/decisions/000-template.md).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|sh|css|html)$|(^|\/)(run|Dockerfile)$/;
const SKIP = new Set(['package-lock.json', 'scripts/lint-repository.mjs']);
/** Paths that leave the repository: the folder beside it, a machine's home, a design file elsewhere. */
const OUTSIDE = [/\.\.\/shared\//, /(^|[\s`'"(])\/work\//, /\bDESIGN\.md\b/, /\bDESIGN §/];
const ADR = /^docs\/decisions\/(?!000-)\d{3}-[^/]+\.md$/;

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
const problems = [];
for (const file of files) {
  if (!TEXT.test(file) || SKIP.has(file)) continue;
  const text = readFileSync(file, 'utf8');
  text.split('\n').forEach((line, index) => {
    const outside = OUTSIDE.find((pattern) => pattern.test(line));
    if (outside) problems.push(`${file}:${index + 1}: points outside the repository (${outside})`);
  });
  if (ADR.test(file)) {
    if (!/^Date: \d{4}-\d{2}-\d{2}$/m.test(text))
      problems.push(`${file}: no 'Date: YYYY-MM-DD' line`);
    if (!/^Status: \S/m.test(text)) problems.push(`${file}: no 'Status:' line`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
