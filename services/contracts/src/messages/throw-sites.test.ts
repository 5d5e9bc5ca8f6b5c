// The people service's mails are added where mail is rendered; these checks cover them too.
import './mail-messages';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every error the server throws is a catalogue message (ADR 0077): a `new PorticoError(code, …)`
 * given English text (a string, a template, a string const of the file, a concatenation) would
 * answer in English whatever the reader's language. Parsed, not grepped: a throw split over lines
 * or a message held in a constant is caught too. Tests and builds are not the server.
 */
const root = join(__dirname, '..', '..', '..', '..');
const SOURCE_ROOTS = [
  ...readdirSync(join(root, 'services'))
    .map((name) => join(root, 'services', name, 'src'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory()),
  join(root, 'gateway', 'src'),
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'testing') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Whether an expression is English text written at the throw site. */
function isText(node: ts.Expression, consts: Map<string, ts.Expression>): boolean {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return isText(node.expression, consts);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return isText(node.left, consts) || isText(node.right, consts);
  if (ts.isConditionalExpression(node)) return isText(node.whenTrue, consts) || isText(node.whenFalse, consts);
  if (ts.isIdentifier(node)) {
    const init = consts.get(node.text);
    return init !== undefined && isText(init, new Map());
  }
  return false;
}

/** `new PorticoError(code, <text>)` in one file, as "path:line: the argument". */
export function textThrowSites(fileName: string, text: string): string[] {
  return scan(fileName, text).throws;
}

/** Field errors written as `{ path, message: <text> }` instead of `fieldError(path, msg(…))`, as "path:line". */
export function textFieldErrors(fileName: string, text: string): string[] {
  return scan(fileName, text).fieldErrors;
}

function scan(fileName: string, text: string): { throws: string[]; fieldErrors: string[] } {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  const found: string[] = [];
  const fieldErrors: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const list = node.parent;
      if (ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const) consts.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const check = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'PorticoError') {
      const message = node.arguments?.[1];
      if (message && isText(message, consts)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${fileName}:${line + 1}: ${message.getText(file).slice(0, 100)}`);
      }
    }
    if (ts.isObjectLiteralExpression(node)) {
      const prop = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        );
      const message = prop('message');
      if (prop('path') && message && isText(message.initializer, consts)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        fieldErrors.push(`${fileName}:${line + 1}`);
      }
    }
    ts.forEachChild(node, check);
  };
  check(file);
  return { throws: found, fieldErrors };
}

describe('what the server throws is a message key', () => {
  it('no PorticoError in services/*/src or gateway/src is given English text instead of msg(…)', () => {
    const files = SOURCE_ROOTS.flatMap(sources);
    // The scan must really have read the services: a moved folder would pass it silently.
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((path) => textThrowSites(relative(root, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('no field error in them is written as { path, message: English } instead of fieldError(path, msg(…))', () => {
    const found = SOURCE_ROOTS.flatMap(sources).flatMap((path) => textFieldErrors(relative(root, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('recognises each way English text can reach the constructor', () => {
    const sample = [
      "const FIXED = 'Fixed text';",
      "const REF = msg('error.fileGone');",
      "throw new PorticoError('CONFLICT', 'Plain text');",
      'throw new PorticoError(`NOT_FOUND`, `Template ${id}`);',
      "throw new PorticoError('CONFLICT',\n  'Split over lines');",
      "throw new PorticoError('CONFLICT', FIXED);",
      "throw new PorticoError('CONFLICT', 'a' + id);",
      "throw new PorticoError('CONFLICT', ok ? msg('error.fileGone') : 'text');",
      "throw new PorticoError('CONFLICT', msg('error.fileGone', { id }));",
      "throw new PorticoError('CONFLICT', REF);",
      'throw new PorticoError(envelope.code, envelope.message);',
    ].join('\n');
    expect(textThrowSites('sample.ts', sample).map((s) => s.split(':')[1])).toEqual(['3', '4', '5', '7', '8', '9']);
    const fields = [
      "PorticoError.validation([{ path: 'a', message: 'English' }]);",
      'errors.push({ path: `lines.${i}`, message: `Line ${i}` });',
      "PorticoError.validation([fieldError('a', msg('error.fileGone'))]);",
      "const option = { path: 'x', label: 'not a message' };",
    ].join('\n');
    expect(textFieldErrors('sample.ts', fields)).toEqual(['sample.ts:1', 'sample.ts:2']);
  });
});
