/**
 * Ordering copies by a number (start, occurrence) for merging: a stable sort of positions by value that, for epoch
 * milliseconds, allocates nothing on the JS heap, as it runs twice per call over every copy. Sorting a plain index
 * array with a comparator made the merge phase about three times slower (docs/performance.md, "Rules engine data
 * structures").
 */

/**
 * Positions 0..n-1 ordered by `values`, ties by position. Whole values whose range times n fits in 53 bits (epoch
 * ms always do) are radix-sorted (see radixOrder); others take a comparison sort.
 */
export function orderBy(values: Float64Array): Int32Array {
  const n = values.length;
  let min = Infinity;
  let max = -Infinity;
  let whole = true;
  for (let k = 0; k < n; k++) {
    const v = values[k] as number;
    if (v < min) min = v;
    if (v > max) max = v;
    if (!Number.isInteger(v)) whole = false;
  }
  if (n === 0 || !whole || !((max - min + 1) * n < 2 ** 53)) {
    const order = new Int32Array(n);
    for (let k = 0; k < n; k++) order[k] = k;
    return order.sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
  }
  return radixOrder(values, min);
}

const TWO_32 = 2 ** 32;
/** The 11-bit digits of a key below 2^53, lowest first: [high word?, shift, mask]. */
const DIGITS: readonly [high: boolean, shift: number, mask: number][] = [
  [false, 0, 0x7ff],
  [false, 11, 0x7ff],
  [false, 22, 0x3ff],
  [true, 0, 0x7ff],
  [true, 11, 0x3ff],
];

/**
 * A stable least-significant-digit radix sort of the positions by `values[k] - min` (whole, below 2^53): digit by
 * digit, from the identity order, so equal values keep position order. A digit that is the same for every value
 * (most high ones: a year of epoch ms spans 35 bits) costs only its count. Typed arrays throughout, so nothing lands
 * on the JS heap, unlike sort()'s work arrays.
 */
function radixOrder(values: Float64Array, min: number): Int32Array {
  const n = values.length;
  const low = new Uint32Array(n);
  const high = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    const key = (values[k] as number) - min;
    const l = key % TWO_32;
    low[k] = l;
    high[k] = (key - l) / TWO_32;
  }
  let order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[k] = k;
  let next = new Int32Array(n);
  const count = new Int32Array(2048);
  for (let p = 0; p < DIGITS.length; p++) {
    const [isHigh, shift, mask] = DIGITS[p] as [boolean, number, number];
    const words = isHigh ? high : low;
    count.fill(0);
    for (let a = 0; a < n; a++) {
      const d = ((words[order[a] as number] as number) >>> shift) & mask;
      count[d] = (count[d] as number) + 1;
    }
    if (count[((words[0] as number) >>> shift) & mask] === n) continue;
    let sum = 0;
    for (let d = 0; d <= mask; d++) {
      const c = count[d] as number;
      count[d] = sum;
      sum += c;
    }
    for (let a = 0; a < n; a++) {
      const k = order[a] as number;
      const d = ((words[k] as number) >>> shift) & mask;
      const at = count[d] as number;
      next[at] = k;
      count[d] = at + 1;
    }
    const swap = order;
    order = next;
    next = swap;
  }
  return order;
}
