// A board's filters as the mount has them when it swaps the board in: every
// opening of the first page drawn (the mount draws them a slice per task).
import { createFilters, type FiltersModel } from '../../src/board/filters.ts';

export function drawnFilters(...args: Parameters<typeof createFilters>): FiltersModel {
  const filters = createFilters(...args);
  while (!filters.drawNext());
  return filters;
}
