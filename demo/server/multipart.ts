// Reading a multipart/form-data body into its parts, in the order sent. Repeated
// names stay repeated (a multi_select answer is one part per option).
import type { Context } from 'hono';
import type { JobsEnv } from './env.ts';
import { fileMeta, type FileMeta } from './resume-file.ts';

export type Part = { name: string; value: string } | { name: string; file: File };

/** A part as the jobs host keeps and lists it: a file by its name, type and size only. */
export type StoredPart = { name: string; value: string } | { name: string; file: FileMeta };

export const isFilePart = (p: Part): p is { name: string; file: File } => 'file' in p;

/**
 * The parts of a multipart body, or null when the body is not multipart or
 * cannot be parsed. An empty file input (no name, no bytes) sends nothing.
 */
export async function readParts(c: Context<JobsEnv>): Promise<Part[] | null> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) return null;
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return null;
  }
  const parts: Part[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, value });
    else if (value.size > 0 || value.name !== '') parts.push({ name, file: value });
  }
  return parts;
}

export function groupParts(parts: readonly Part[]): Map<string, Part[]> {
  const byName = new Map<string, Part[]>();
  for (const p of parts) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
  return byName;
}

export function storedPart(p: Part): StoredPart {
  return isFilePart(p) ? { name: p.name, file: fileMeta(p.file) } : { name: p.name, value: p.value };
}
