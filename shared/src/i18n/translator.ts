/** What `t` takes besides the key: the values to put in, and how to read the key. */
export interface TranslateOptions {
  /** Fills `{{count}}`; a number also picks the plural form (`key_one`, `key_few`, `key_many`…). */
  count?: number | string;
  /** The namespace to read instead of the hook's or the default one. */
  ns?: string;
  /** The language to read instead of the current one. */
  lng?: string;
  /** Shown when no language has the key (else the key itself is). */
  defaultValue?: string;
  /** Values for `{{name}}` placeholders. */
  [value: string]: unknown;
}

/** Turns a key into the text of a language: what every component and model calls. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** The page's strings and language: one per page, shared by every app through `@cabinet/shared`. */
export interface Translator {
  /** The language strings are read in now. */
  readonly language: string;
  t: TFunction;
  /**
   * A `t` bound to a language (null: the current one) and a namespace. The same function comes back
   * until the language switches or strings of that namespace arrive: a component re-renders only then.
   */
  getFixedT(lng: string | null, ns?: string): TFunction;
  /** Switches every string of the page; settles at once, as the strings are already in. */
  changeLanguage(lng: string): Promise<TFunction>;
  hasResourceBundle(lng: string, ns: string): boolean;
  /** Adds strings of a namespace (nested objects, read by dotted keys); keys already there stay. */
  addResourceBundle(lng: string, ns: string, strings: object): void;
  removeResourceBundle(lng: string, ns: string): void;
  /** Calls `listener` after a language switch or new strings; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

interface TranslatorSettings {
  language: string;
  /** Read when the current language lacks a key. */
  fallbackLanguage: string;
  defaultNamespace: string;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merged(base: Record<string, unknown>, added: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const current = result[key];
    if (isTable(current) && isTable(value)) result[key] = merged(current, value);
    else if (current === undefined) result[key] = value;
  }
  return result;
}

function valueAt(table: unknown, path: string): unknown {
  if (!isTable(table)) return undefined;
  if (path in table) return table[path];
  let node: unknown = table;
  for (const part of path.split('.')) {
    if (!isTable(node)) return undefined;
    node = node[part];
  }
  return node;
}

function interpolated(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (_, path: string) => {
    const value = valueAt(values, path);
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The page's translator: a key read in the current language, then in the fallback one, with CLDR
 * plural forms and `{{value}}` placeholders — the part of i18next the cabinet uses, without its
 * weight on every first load (decision 0003).
 */
export function createTranslator(settings: TranslatorSettings): Translator {
  const bundles = new Map<string, Record<string, unknown>>();
  const listeners = new Set<() => void>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  const fixed = new Map<string, TFunction>();
  let language = settings.language;

  const bundleKey = (lng: string, ns: string) => `${lng}\u0000${ns}`;
  const fixedKey = (lng: string | null, ns: string) => `${lng ?? ''}\u0000${ns}`;
  /**
   * Renews the fixed `t`s of a namespace (all of them on a switch) and tells the listeners: a
   * component re-renders only when its own `t` is renewed, so a remote's strings arriving leave the
   * rest of the page alone.
   */
  const changed = (ns?: string) => {
    if (ns === undefined) {
      fixed.clear();
    } else {
      for (const key of fixed.keys()) {
        if (key.endsWith(`\u0000${ns}`)) fixed.delete(key);
      }
    }
    listeners.forEach((listener) => listener());
  };
  const pluralOf = (lng: string, count: number) => {
    let rules = pluralRules.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      pluralRules.set(lng, rules);
    }
    return rules.select(count);
  };
  const textIn = (lng: string, ns: string, key: string, count: unknown): string | undefined => {
    const table = bundles.get(bundleKey(lng, ns));
    if (!table) return undefined;
    if (typeof count === 'number') {
      const plural = valueAt(table, `${key}_${pluralOf(lng, count)}`);
      if (typeof plural === 'string') return plural;
    }
    const text = valueAt(table, key);
    return typeof text === 'string' ? text : undefined;
  };
  const translate = (lng: string, ns: string, key: string, options: TranslateOptions = {}): string => {
    const readIn = options.lng ?? lng;
    const namespace = options.ns ?? ns;
    const text =
      textIn(readIn, namespace, key, options.count) ??
      textIn(settings.fallbackLanguage, namespace, key, options.count) ??
      options.defaultValue ??
      key;
    return text.includes('{{') ? interpolated(text, options) : text;
  };

  const translator: Translator = {
    get language() {
      return language;
    },
    t: (key, options) => translate(language, settings.defaultNamespace, key, options),
    getFixedT(lng, ns = settings.defaultNamespace) {
      const cacheKey = fixedKey(lng, ns);
      let t = fixed.get(cacheKey);
      if (!t) {
        t = (key, options) => translate(lng ?? language, ns, key, options);
        fixed.set(cacheKey, t);
      }
      return t;
    },
    changeLanguage(lng) {
      if (lng !== language) {
        language = lng;
        changed();
      }
      return Promise.resolve(translator.t);
    },
    hasResourceBundle: (lng, ns) => bundles.has(bundleKey(lng, ns)),
    addResourceBundle(lng, ns, strings) {
      const key = bundleKey(lng, ns);
      bundles.set(key, merged(bundles.get(key) ?? {}, strings as Record<string, unknown>));
      changed(ns);
    },
    removeResourceBundle(lng, ns) {
      if (bundles.delete(bundleKey(lng, ns))) changed(ns);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
