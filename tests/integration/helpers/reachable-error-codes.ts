import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE = path.join(ROOT, 'src') + path.sep;

/** The route file of a pattern of the route table (`/api/exam/courses` → …/exam/courses/index.ts). */
export function routeFile(pattern: string): string {
  const base = path.join(ROOT, 'src/pages', pattern);
  const candidates = [`${base}.ts`, path.join(base, 'index.ts')];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`no route file for ${pattern}`);
  return found;
}

/**
 * The AppError codes each method's `handle` can reach, found in the source: every
 * `new AppError('CODE', …)` in the handler, in the functions it calls, in the functions
 * those call, and so on through src/ (calls resolved by the TypeScript checker, imports
 * followed; a class constructed with `new` counts with all its members). An
 * over-approximation within a function (a branch never taken still counts), exact across
 * them. Work passed to inBackground is left out: it runs after the reply is sent. Packages
 * are stubbed out: nothing there throws AppError, and reading their types
 * would make this several times slower.
 */
export function reachableErrorCodes(files: string[]): Map<string, Map<string, Set<string>>> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const options = { ...config.options, noLib: true, types: [] };
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName.startsWith(SOURCE)
      ? readSource(fileName, language, ...rest)
      : ts.createSourceFile(fileName, 'export {};', language);
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();
  const seen = new Map<ts.Node, Set<string>>();

  function codesOf(node: ts.Node, visiting: Set<ts.Node>): Set<string> {
    const known = seen.get(node);
    if (known) return known;
    const codes = new Set<string>();
    if (visiting.has(node)) return codes;
    visiting.add(node);
    const visit = (child: ts.Node): void => {
      // Work handed to inBackground runs after the reply: its failures are logged, never answered.
      if (ts.isCallExpression(child) && child.expression.getText() === 'inBackground') return;
      if (ts.isNewExpression(child) && child.expression.getText() === 'AppError') {
        const [code] = child.arguments ?? [];
        if (code && ts.isStringLiteral(code)) codes.add(code.text);
      }
      if (ts.isCallExpression(child) || ts.isNewExpression(child)) {
        for (const body of calleeBodies(child)) for (const code of codesOf(body, visiting)) codes.add(code);
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    visiting.delete(node);
    seen.set(node, codes);
    return codes;
  }

  function calleeBodies(call: ts.CallExpression | ts.NewExpression): ts.Node[] {
    const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
    let symbol = checker.getSymbolAtLocation(callee);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return (symbol?.declarations ?? [])
      .filter((declaration) => declaration.getSourceFile().fileName.startsWith(SOURCE))
      .flatMap((declaration): ts.Node[] => {
        if (ts.isFunctionLike(declaration) && 'body' in declaration && declaration.body) return [declaration.body];
        if (ts.isVariableDeclaration(declaration) && declaration.initializer) return [declaration.initializer];
        // `new SomeClass(…)`: any of its members may run (a stream's _transform, say).
        if (ts.isClassDeclaration(declaration)) return [declaration];
        return [];
      });
  }

  const result = new Map<string, Map<string, Set<string>>>();
  for (const file of files) {
    const byMethod = new Map<string, Set<string>>();
    const visit = (node: ts.Node): void => {
      // `handle` of each method of the table handed to defineRoute: `{ GET: { …, handle } }`.
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'handle') {
        const method = node.parent.parent;
        if (ts.isPropertyAssignment(method)) byMethod.set(method.name.getText(), codesOf(node.initializer, new Set()));
      }
      ts.forEachChild(node, visit);
    };
    visit(program.getSourceFile(file)!);
    result.set(file, byMethod);
  }
  return result;
}
