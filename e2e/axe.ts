// axe over a page and every frame in it, the way @axe-core/playwright's
// analyze() does it (axe.runPartial in each frame, axe.finishRun once over all),
// with one difference: each result crosses to the test as one JSON string.
// Firefox's WebDriver BiDi took 5.6 s to hand over the top frame's partial
// result as an object (930 KB) and milliseconds as a string; AxeBuilder spent
// 11–12 s per run there, this 1–2 s, with the same rules and results.
import axe, { type AxeResults, type ContextObject, type PartialResult } from 'axe-core';
import type { Frame, Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** A frame axe means to enter: how to find its element, and what of it to test (both plain JSON). */
interface FrameContext {
  frameSelector: unknown;
  frameContext: unknown;
}

async function inject(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof window.axe !== 'undefined')) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
}

/** The frame's partial result, then its frames' in axe's order (null for a frame that could not be read). */
async function partials(frame: Frame, context: unknown): Promise<(PartialResult | null)[]> {
  await inject(frame);
  const [frames, own] = JSON.parse(
    await frame.evaluate(async (c) => {
      const ctx = c as ContextObject;
      return JSON.stringify([window.axe.utils.getFrameContexts(ctx), await window.axe.runPartial(ctx, {})]);
    }, context),
  ) as [FrameContext[], PartialResult];
  const out: (PartialResult | null)[] = [own];
  for (const { frameSelector, frameContext } of frames) {
    const handle = await frame.evaluateHandle(
      (s) => window.axe.utils.shadowSelect(s as Parameters<typeof axe.utils.shadowSelect>[0]),
      frameSelector,
    );
    const child = await handle.asElement()?.contentFrame();
    out.push(...(child ? await partials(child, frameContext) : [null]));
  }
  return out;
}

/** axe's results for the page (or the part `include` selects) and its frames. */
export async function axeResults(page: Page, include?: string): Promise<AxeResults> {
  const all = await partials(page.mainFrame(), { exclude: [], include: include ? [include] : [] });
  const json = await page.evaluate(
    async (p) => JSON.stringify(await window.axe.finishRun(JSON.parse(p) as PartialResult[], {})),
    JSON.stringify(all),
  );
  return JSON.parse(json) as AxeResults;
}

/** The serious and critical violations, one line each: "rule: target, target". */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const { violations } = await axeResults(page, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
