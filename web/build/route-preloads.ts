import type { Plugin, Rollup } from 'vite';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/storage-key.js';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Starts downloading the current screen's code together with the app's entry instead of after it.
 *
 * Every screen is a lazy chunk, so on its own the browser learns about the landing page's chunk
 * only once the entry (react, react-dom, the router: most of the first load) has downloaded and
 * run; on mobile data that costs a round trip and more before anything of the page can render.
 * This plugin writes a small script into index.html that knows, for the pages visitors land on
 * from shared links, which files their chunk needs (its JS, the chunks it imports, its CSS) and
 * asks for them at once. Vite's own loader finds them already requested and does not fetch twice.
 *
 * The list changes with every build, the script that reads it never does: the list goes in a
 * JSON data block (never executed), and the script is PRELOAD_LOADER, whose hash the site's
 * Content-Security-Policy allows (scripts/lib/csp.ts), so no build needs a new policy.
 */
/**
 * A Hindi reader's texts, requested the same way so they do not wait for the code that asks for
 * them: `every` page's catalogues (the shell's) under the key `hi`, and each landing page's own
 * under `hi:<path>`. The loader asks for them only when the page will be in Hindi, by the rule of
 * src/i18n/locale.ts: the device's stored choice, else the browser's first language of the two.
 */
export interface HindiPreloads {
  every: string[];
  routes: Record<string, string[]>;
}

export function routePreloads(routes: Record<string, string>, hindi: HindiPreloads = { every: [], routes: {} }): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const bundle = context.bundle;
        const filesOf = (moduleSuffix: string, path: string) => {
          const chunk = findChunk(bundle, moduleSuffix);
          if (!chunk) throw new Error(`route-preloads: no chunk is built from ${moduleSuffix} (for ${path}).`);
          return chunkFiles(bundle, chunk);
        };
        const files: Record<string, string[]> = {};
        for (const [path, moduleSuffix] of Object.entries(routes)) files[path.toLowerCase()] = filesOf(moduleSuffix, path);
        files.hi = [...new Set(hindi.every.flatMap((moduleSuffix) => filesOf(moduleSuffix, 'every page in Hindi')))];
        for (const [path, suffixes] of Object.entries(hindi.routes))
          files[`hi:${path.toLowerCase()}`] = [...new Set(suffixes.flatMap((moduleSuffix) => filesOf(moduleSuffix, `${path} in Hindi`)))];
        // Right before the entry script, so ahead of the stylesheet link: an inline script after
        // a stylesheet waits for it to download.
        const entryScript = html.indexOf('<script type="module"');
        if (entryScript < 0) throw new Error('route-preloads: index.html has no module script.');
        const data = `<script type="application/json" id="${PRELOADS_ID}">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`;
        return `${html.slice(0, entryScript)}${data}\n    <script>${PRELOAD_LOADER}</script>\n    ${html.slice(entryScript)}`;
      },
    },
  };
}

/** The chunk built from the module: the one it is the facade of, else the one holding it (a group of modules, vite.config.ts). */
function findChunk(bundle: OutputBundle, moduleSuffix: string): OutputChunk | undefined {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk' && !output.isEntry);
  return (
    chunks.find((chunk) => !!chunk.facadeModuleId?.endsWith(moduleSuffix)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleSuffix)))
  );
}

/** The chunk, the chunks it imports statically (transitively, minus what the entry loads anyway) and their CSS, as site paths. */
function chunkFiles(bundle: OutputBundle, root: OutputChunk): string[] {
  const entries = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);
  const seen = new Set<string>(entries.flatMap((entry) => [entry.fileName, ...entry.imports]));
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.push(`/${chunk.fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(root);
  return [...new Set(files)];
}

const PRELOADS_ID = 'route-preloads';

/** The inline script that asks for the current page's files; the same text in every build. */
export const PRELOAD_LOADER = `(function () {
  var data = document.getElementById('${PRELOADS_ID}');
  var files = data ? JSON.parse(data.textContent || '{}') : {};
  var path = location.pathname.toLowerCase().replace(/(.)\\/+$/, '$1');
  var language;
  try {
    language = localStorage.getItem('${LANGUAGE_STORAGE_KEY}');
  } catch (error) {}
  if (language !== 'hi' && language !== 'en') {
    language = 'en';
    var browser = navigator.languages || [];
    for (var i = 0; i < browser.length; i++) {
      var base = String(browser[i]).toLowerCase().split('-')[0];
      if (base === 'hi' || base === 'en') {
        language = base;
        break;
      }
    }
  }
  var hindi = language === 'hi' ? (files.hi || []).concat(files['hi:' + path] || []) : [];
  (files[path] || []).concat(hindi).forEach(function (href) {
    var link = document.createElement('link');
    var css = /\\.css$/.test(href);
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.href = href;
    if (!css) link.crossOrigin = '';
    document.head.appendChild(link);
  });
})();`;
