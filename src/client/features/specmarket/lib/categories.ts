import type { TSpecmarketCategory } from '#shared/schemas/specmarket';

/** The departments (top-level categories), in the order the API gives them (the spec's). */
export function departments(categories: readonly TSpecmarketCategory[]): TSpecmarketCategory[] {
  return categories.filter((c) => c.isTopLevel);
}

/** The product types directly under a category. */
export function childrenOf(categories: readonly TSpecmarketCategory[], id: number): TSpecmarketCategory[] {
  return categories.filter((c) => c.parentId === id);
}

/** The category at a slug path ("bath" or "bath/faucets"), or undefined. */
export function categoryAt(categories: readonly TSpecmarketCategory[], slugPath: string): TSpecmarketCategory | undefined {
  return categories.find((c) => c.url === `/categories/${slugPath}`);
}

/** The department a category belongs to (itself when top-level). */
export function departmentOf(categories: readonly TSpecmarketCategory[], category: TSpecmarketCategory): TSpecmarketCategory {
  const topId = category.parents[0]?.id;
  return (topId === undefined ? undefined : categories.find((c) => c.id === topId)) ?? category;
}
