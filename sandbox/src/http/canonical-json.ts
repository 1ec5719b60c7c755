/**
 * Canonical JSON of a parsed body for the idempotency hash: object keys sorted, so the same body with
 * its fields in another order is the same request. Iterative (an explicit stack), so no nesting can
 * overflow the call stack.
 */
type Item = { value: unknown } | string;

export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const stack: Item[] = [{ value }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    const v = item.value;
    if (Array.isArray(v)) {
      // Pushed in reverse: '[' comes off the stack first, then the elements in order, then ']'.
      stack.push(']');
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push({ value: v[i] === undefined ? null : v[i] });
        if (i > 0) stack.push(',');
      }
      stack.push('[');
    } else if (typeof v === 'object' && v !== null) {
      const record = v as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort();
      stack.push('}');
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        stack.push({ value: record[key] });
        stack.push(`${JSON.stringify(key)}:`);
        if (i > 0) stack.push(',');
      }
      stack.push('{');
    } else {
      out.push(JSON.stringify(v) ?? 'null');
    }
  }
  return out.join('');
}
