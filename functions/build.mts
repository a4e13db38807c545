/**
 * Builds what Cloud Functions runs: `lib/index.js`, one CommonJS file with source map.
 *
 * `firebase deploy --only functions` uploads this folder alone and installs the packages in
 * package.json, so the contract (`@chem/contract`, a workspace outside this folder) cannot be
 * installed there: it is compiled into the bundle instead. Every package this folder declares
 * stays external (installed on deploy, loaded by Node as usual, so sharp and pdf-lib are still
 * loaded only when first needed); anything else the code imports is refused, so a bundle that
 * would not run after deploy fails here.
 */
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const contractFolder = join(here, '..', 'contract');

/** The packages functions/package.json declares: what `firebase deploy` installs beside the bundle. */
export function declaredPackages(): string[] {
  const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(manifest.dependencies);
}

/** The workspace packages compiled in. */
const BUNDLED = ['@chem/contract'];

const packageName = (path: string) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!);

/** Declared packages and Node's own modules stay `require`s; undeclared packages fail the build. */
function onlyDeclaredPackages(declared: string[]): Plugin {
  return {
    name: 'only-declared-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
        const name = packageName(args.path);
        if (declared.includes(name)) return { external: true };
        // The contract's own packages (the reading parser) are compiled in with it, and so is what
        // they import: a file under node_modules is only ever read here because it is compiled in.
        if (BUNDLED.includes(name) || args.importer.startsWith(contractFolder) || /[\\/]node_modules[\\/]/.test(args.importer))
          return undefined;
        return {
          errors: [{ text: `"${args.path}" is not a dependency in functions/package.json, so the deployed function could not load it.` }],
        };
      });
    },
  };
}

export async function buildFunctions(outfile = join(here, 'lib/index.js')): Promise<void> {
  rmSync(dirname(outfile), { recursive: true, force: true });
  await build({
    entryPoints: [join(here, 'src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    sourcemap: true,
    plugins: [onlyDeclaredPackages(declaredPackages())],
    logLevel: 'warning',
  });
  // The course pages' template (the built index.html, services/pages.ts), when the site was built
  // first, as the deploy's predeploy does. A local stack points PAGE_TEMPLATE_FILE at its own build instead.
  const template = join(here, '..', 'web', 'dist', 'page-template.json');
  if (existsSync(template)) copyFileSync(template, join(dirname(outfile), 'page-template.json'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildFunctions();
