/** One measured figure of a benchmark, with the target it is held to (`met` is null for figures without one). */
export type BenchRow = { name: string; value: number; unit: string; target: string; met: boolean | null };
