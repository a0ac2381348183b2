// The types of folder-map.js (plain JavaScript, for eslint.config.js).
import type { Linter } from 'eslint';

/** Each node of src/ (a folder, or a file at its top) and the nodes it may import. */
export type FolderMap = Map<string, string[]>;
export const MAP_MARK: string;
export function readFolderMap(markdown: string): FolderMap;
export function drawFolderMap(graph: Map<string, Iterable<string>>): string;
export function withFolderMap(markdown: string, block: string): string;
export function folderMapRules(map: FolderMap): Linter.RulesRecord;
export function repositoryFolderMap(): FolderMap;
