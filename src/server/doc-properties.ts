// The add-on's document properties (tab ids, column widths, layout version), read in one call however
// many an action consults: each Properties call is a round trip of its own, under a daily quota of its
// own. One instance lives for one action; nothing is kept between executions.

export interface DocProperties {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function docProperties(): DocProperties {
  let store: GoogleAppsScript.Properties.Properties | null = null;
  let values: Record<string, string> | null = null;
  const open = () => {
    store ??= PropertiesService.getDocumentProperties();
    return store;
  };
  return {
    get(key) {
      values ??= open().getProperties();
      return values[key] ?? null;
    },
    set(key, value) {
      open().setProperty(key, value);
      if (values) values[key] = value;
    },
  };
}
