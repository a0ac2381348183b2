// The two untyped devDependencies of test/board/jsonld-validate.test.ts, as far as it uses them.
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(opts: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] });
    parse(html: string): { jsonld: Record<string, unknown[]>; microdata: Record<string, unknown[]>; rdfa: Record<string, unknown[]> };
  }
}

declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** Without schema.org's vocabulary (JSON-LD), only the type rules (Google's) run. */
    constructor(schemaOrgJson?: unknown);
    validate(data: unknown): Promise<{ issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames?: string[] }[]>;
  }
}
