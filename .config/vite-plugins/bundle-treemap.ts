import { fileURLToPath } from 'node:url'
import { visualizer } from 'rollup-plugin-visualizer'
import type { PluginOption } from 'vite'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

/**
 * `BUNDLE_TREEMAP=<folder> vite build` (npm run bench) also writes where the bytes go, per chunk and
 * module: <folder>/bundle-treemap.html and the same data as bundle-stats.json (the bench's bundle
 * report shares each chunk's gzip size out over them). A plain build is unchanged.
 */
export function bundleTreemap(): PluginOption {
  const folder = process.env.BUNDLE_TREEMAP
  if (!folder) return false
  // Sizes from the source maps: what the minified chunks hold, not the modules before minification
  // (the plugin computes no gzip sizes in this mode).
  const common = { sourcemap: true, projectRoot }
  // The plugin's types name rollup's Plugin, which Vite 8 (rolldown) does not install.
  const plugin = (options: Parameters<typeof visualizer>[0]) => visualizer(options) as PluginOption
  return [
    plugin({
      ...common,
      filename: `${folder}/bundle-treemap.html`,
      template: 'treemap',
      title: 'Escrow web app: JS per chunk (minified)',
    }),
    plugin({ ...common, filename: `${folder}/bundle-stats.json`, template: 'raw-data' }),
  ]
}
