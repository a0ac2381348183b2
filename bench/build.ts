// embed.js built again from the source in memory (vite.config.ts, nothing
// written), for a bench that needs what dist/ lacks: a source map to name its
// functions (live.ts), or a variant of the source (intl-ways.ts).
import { build, type InlineConfig, type Rolldown } from 'vite';

/** The embed.js chunk of the build with `extra` merged in; null when the build has none. */
export async function buildEmbed(extra: InlineConfig = {}): Promise<Rolldown.OutputChunk | null> {
  const out = await build({ ...extra, logLevel: 'silent', build: { ...extra.build, write: false, emptyOutDir: false } });
  const chunk = (Array.isArray(out) ? out : [out])
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((f) => f.type === 'chunk' && f.fileName === 'embed.js');
  return chunk?.type === 'chunk' ? chunk : null;
}
