// The benchmarks' middle value of a set of runs.

/** The median (the mean of the middle two for an even count): one slow run does not move it. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
